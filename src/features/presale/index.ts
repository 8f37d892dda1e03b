export { PresaleStatus, type PresaleStatusProps } from './PresaleStatus'
export { browserPresaleReader, providePresaleEffects, type PresaleReader } from './presaleEffects'
export { defaultSaleUrl, presaleUrlQuery } from './presaleUrlQuery'
export { etherPriceQuery } from './etherPriceQuery'
