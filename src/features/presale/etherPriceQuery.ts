import { queryOptions } from '@tanstack/react-query'
import { etherPriceRequest, type ApiClient } from '../../services/api'

/**
 * The ether price in USD: the call answers text, parsed to a number. A failed read or text that is
 * not a positive number reads as null, and the price is then shown in ETH alone.
 */
export const etherPriceQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['utils', 'ether-price'],
    queryFn: async (): Promise<number | null> => {
      try {
        const { name, request } = etherPriceRequest()
        const price = Number.parseFloat(await api.call(name, request))
        return Number.isFinite(price) && price > 0 ? price : null
      } catch {
        return null
      }
    },
    staleTime: 60_000,
  })
