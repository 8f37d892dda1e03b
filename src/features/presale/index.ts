export { PresaleStatus, type PresaleStatusProps } from './PresaleStatus'
export { providePresaleEffects, serverPresaleReader, type PresaleReader } from './presaleEffects'
export { defaultSaleUrl, presaleUrlQuery } from './presaleUrlQuery'
export { etherPriceQuery } from './etherPriceQuery'
