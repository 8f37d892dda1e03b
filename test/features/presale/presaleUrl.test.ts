import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { defaultSaleUrl, etherPriceQuery, presaleUrlQuery } from '../../../src/features/presale'
import { battlecards, mockCall, mockError, testServiceUrls } from '../../../src/mocks'
import { createApiClient } from '../../../src/services/api'
import { testEnv } from '../shell/renderApp'
import { mockServerForFile } from '../support/mockServer'

const server = mockServerForFile()

const api = createApiClient(testServiceUrls)
const fetchUrl = () => new QueryClient().fetchQuery(presaleUrlQuery(api, testEnv))

describe("the Presale button's address", () => {
  it("is the default collection's presale URL, asked for with its presale metadata", async () => {
    let asked: { id?: string; withPresaleMetadata?: string | null } = {}
    server.use(
      mockCall('getCollectionMetadata', ({ params, query }) => {
        asked = { id: params.id, withPresaleMetadata: query.get('withPresaleMetadata') }
        return { ...battlecards, presale: { presaleURL: 'https://sale.koi.example/battlecards' } }
      }),
    )
    expect(await fetchUrl()).toBe('https://sale.koi.example/battlecards')
    expect(asked).toEqual({ id: testEnv.defaultTokenAddress, withPresaleMetadata: 'true' })
  })

  it('falls back to the default sale address when the collection names none', async () => {
    server.use(mockCall('getCollectionMetadata', { ...battlecards, presale: undefined }))
    expect(await fetchUrl()).toBe(`/collection/${testEnv.defaultTokenAddress}`)
  })

  it('ignores a failed metadata read and uses the default sale address', async () => {
    server.use(mockError('getCollectionMetadata', 404, 'no such collection'))
    expect(await fetchUrl()).toBe(defaultSaleUrl(testEnv))
    expect(defaultSaleUrl(testEnv)).toBe(`/collection/${testEnv.defaultTokenAddress}`)
  })
})

describe('the ether price', () => {
  const fetchPrice = () => new QueryClient().fetchQuery(etherPriceQuery(api))

  it('is the text the call answers, parsed to a number', async () => {
    server.use(mockCall('getEtherPrice', '3150.42'))
    expect(await fetchPrice()).toBe(3150.42)
  })

  it('is unknown when the call fails or answers something that is not a positive price', async () => {
    server.use(mockError('getEtherPrice', 404, 'no ether price is stored'))
    expect(await fetchPrice()).toBeNull()
    server.use(mockCall('getEtherPrice', 'n/a'))
    expect(await fetchPrice()).toBeNull()
    server.use(mockCall('getEtherPrice', '0'))
    expect(await fetchPrice()).toBeNull()
  })
})
