export { PresaleStatus, type PresaleStatusProps } from './PresaleStatus'
export { chainPresaleReader, providePresaleEffects, type PresaleReader } from './presaleEffects'
export { defaultSaleUrl, presaleUrlQuery } from './presaleUrlQuery'
export { etherPriceQuery } from './etherPriceQuery'
