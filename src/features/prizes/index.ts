export { CertifiedPrizes, type CertifiedPrizesProps } from './CertifiedPrizes'
export { PRIZES_PAGE_SIZE, prizesCountQuery, prizesPageQuery } from './prizeQueries'
