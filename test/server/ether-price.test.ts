import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assetPrices } from '../../server/db/schema'
import { databaseTargets, startTestServer, type TestServer } from './harness'

describe.each(databaseTargets)('the ether price on %s', (target) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(target)
  })
  afterAll(() => server.close())

  const price = () => server.request<string>('GET', '/api/utils/ether-price')

  it('answers the seeded price as text', async () => {
    const answer = await price()
    expect(answer.status).toBe(200)
    expect(answer.body.data).toBe(server.data.etherPriceUsd)
    expect(Number(answer.body.data)).toBeGreaterThan(0)
  })

  it('follows the stored price when an operator changes it', async () => {
    await server.database.db.update(assetPrices).set({ priceUsd: '2987.5' }).where(eq(assetPrices.symbol, 'ETH'))
    const answer = await price()
    expect(answer.status).toBe(200)
    expect(answer.body.data).toBe('2987.5')
  })

  it('answers 404 with a message when no price is stored', async () => {
    await server.database.db.delete(assetPrices).where(eq(assetPrices.symbol, 'ETH'))
    const answer = await price()
    expect(answer.status).toBe(404)
    expect(answer.body.message).toMatch(/ether price/)
  })
})
