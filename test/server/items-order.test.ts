import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Db } from '../../server/db/connect'
import { collections, items, itemTraits, listings, traitCounts } from '../../server/db/schema'
import { normalizedFilter } from '../../server/modules/collections/itemsPage'
import { rarestTrait } from '../../server/modules/collections/rareTrait'
import { battlecardsAddress, databaseTargets, ORIGIN, startTestServer, type TestServer } from './harness'

type Filter = Record<string, string[]>

/**
 * The items page walks the items in token order, or the listings by price and then the unlisted
 * items, testing each item's own traits, instead of pricing and sorting every match; a filter with
 * a rare trait starts from that trait's items instead (`rarestTrait`), read in token order. Every page must be the
 * one the full sort gives, for a common filter and a rare one, across the boundary between the
 * listed and the unlisted items too.
 */
describe.each(databaseTargets)('items in token and price order on %s', (target) => {
  let server: TestServer
  let db: Db
  let tokenAddress: string
  let totalSupply: number
  const filters: Record<'common' | 'rare', Filter> = {
    common: { Edition: ['Original', 'Forged'], Virtue: ['Hope', 'Wisdom'] },
    rare: {},
  }
  beforeAll(async () => {
    server = await startTestServer(target)
    db = server.database.db
    tokenAddress = await battlecardsAddress(server)
    const [collection] = await db.select().from(collections).where(eq(collections.tokenAddress, tokenAddress))
    totalSupply = collection?.totalSupply ?? 0
    // the two rarest powers
    const rarest = await db
      .select({ value: traitCounts.value })
      .from(traitCounts)
      .where(and(eq(traitCounts.tokenAddress, tokenAddress), eq(traitCounts.traitType, 'Power')))
      .orderBy(asc(traitCounts.items), asc(traitCounts.value))
      .limit(2)
    filters.rare = { Power: rarest.map((row) => row.value) }
  })
  afterAll(() => server.close())

  const page = async (filter: Filter, sort: string, offset: number, limit: number) => {
    const response = await server.app.request(
      `${ORIGIN}/api/collections/battlecards?limit=${limit}&offset=${offset}${sort === 'token' ? '' : `&sort=${sort}`}`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ attributes: filter }) },
    )
    expect(response.status).toBe(200)
    return ((await response.json()) as { data: { assets: { tokenId: string }[] } }).data.assets.map(
      (asset) => asset.tokenId,
    )
  }
  /** Every match (its traits read from `item_traits`) priced and sorted, or in token order. */
  const fullSort = async (filter: Filter, direction: 'asc' | 'desc' | 'token') => {
    const having = (traitType: string, values: string[]) =>
      sql`exists (select 1 from ${itemTraits} where ${itemTraits.tokenAddress} = ${items.tokenAddress} and ${itemTraits.tokenId} = ${items.tokenId} and ${itemTraits.traitType} = ${traitType} and ${inArray(itemTraits.value, values)})`
    const price = sql`(select ${listings.price} from ${listings} where ${listings.tokenAddress} = ${items.tokenAddress} and ${listings.tokenId} = ${items.tokenId})`
    const rows = await db
      .select({ tokenId: items.tokenId })
      .from(items)
      .where(
        and(
          eq(items.tokenAddress, tokenAddress),
          ...Object.entries(filter).map(([traitType, values]) => having(traitType, values)),
        ),
      )
      .orderBy(
        ...(direction === 'token'
          ? []
          : [direction === 'asc' ? sql`${price} asc nulls last` : sql`${price} desc nulls last`]),
        asc(items.tokenNumber),
      )
    return rows.map((row) => row.tokenId)
  }

  it.each(['common', 'rare'] as const)('gives every page of the full sorts of a %s filter', async (kind) => {
    const filter = filters[kind]
    expect((await rarestTrait(db, { tokenAddress, totalSupply }, normalizedFilter(filter), 50)) !== undefined).toBe(
      kind === 'rare',
    )
    // two listings at one price, to check ties keep token order
    const sorted = await fullSort(filter, 'asc')
    expect(sorted.length).toBeGreaterThan(kind === 'rare' ? 10 : 200)
    const [firstId, secondId] = sorted.slice(-2)
    await db
      .insert(listings)
      .values(
        [firstId, secondId].map((tokenId) => ({
          tokenAddress,
          tokenId: tokenId ?? '',
          price: 424_200_000_000_000_000n,
          symbol: 'ETH',
          seller: tokenAddress,
          listedAt: new Date(),
        })),
      )
      .onConflictDoNothing()
    for (const direction of ['asc', 'desc', 'token'] as const) {
      const expected = await fullSort(filter, direction)
      const listed = (await db.select({ tokenId: listings.tokenId }).from(listings)).length
      expect(listed).toBeGreaterThan(0)
      for (const [offset, limit] of [
        [0, 50],
        [0, 7],
        [3, 20],
        [40, 50],
        [120, 50],
        [expected.length - 10, 50],
      ] as const) {
        const answered = await page(
          filter,
          direction === 'token' ? 'token' : `price_${direction}`,
          Math.max(0, offset),
          limit,
        )
        expect(answered).toEqual(expected.slice(Math.max(0, offset), Math.max(0, offset) + limit))
      }
    }
  })
  it('gives an item holding two of the rare values once, in its place', async () => {
    const [first, second] = filters.rare.Power ?? []
    if (!first || !second) throw new Error('no two rare powers')
    const holders = await fullSort({ Power: [first] }, 'token')
    const holder = holders[Math.floor(holders.length / 2)] ?? ''
    const [item] = await db
      .select({ tokenNumber: items.tokenNumber })
      .from(items)
      .where(and(eq(items.tokenAddress, tokenAddress), eq(items.tokenId, holder)))
    await db
      .insert(itemTraits)
      .values({ tokenAddress, tokenId: holder, traitType: 'Power', value: second, tokenNumber: item?.tokenNumber ?? 0 })
    const expected = await fullSort(filters.rare, 'token')
    expect(expected.filter((tokenId) => tokenId === holder)).toHaveLength(1)
    for (const [offset, limit] of [
      [0, 50],
      [0, 7],
      [5, 9],
    ] as const)
      expect(await page(filters.rare, 'token', offset, limit)).toEqual(expected.slice(offset, offset + limit))
  })
  it("tests an item's traits as they are now, whatever their text", async () => {
    const [holder] = await fullSort(filters.common, 'token')
    if (!holder) throw new Error('no item of the common filter')
    const ofHolder = and(eq(items.tokenAddress, tokenAddress), eq(items.tokenId, holder))
    const [before] = await db
      .select({ traits: items.traits, tokenNumber: items.tokenNumber })
      .from(items)
      .where(ofHolder)
    if (!before) throw new Error('no holder')
    const title = { trait_type: 'Title', value: `O'Brien "the \\ first" 鯉 %_` }
    const filter = { Title: [title.value], ...filters.common }
    // the item's traits change as the indexer writes them: its list and its trait rows
    await db
      .update(items)
      .set({ traits: [...before.traits, title] })
      .where(ofHolder)
    await db.insert(itemTraits).values({
      tokenAddress,
      tokenId: holder,
      traitType: 'Title',
      value: title.value,
      tokenNumber: before.tokenNumber,
    })
    // the table cache hears of a write after it commits (PostgreSQL notifies asynchronously)
    try {
      await vi.waitFor(async () => expect(await page(filter, 'token', 0, 50)).toEqual([holder]))
      expect(await page({ Title: [title.value, 'Sir'] }, 'price_asc', 0, 50)).toEqual([holder])
      // its list written back without the title: the page tests the list, not the rows
      await db.update(items).set({ traits: before.traits }).where(ofHolder)
      await vi.waitFor(async () => expect(await page(filter, 'token', 0, 50)).toEqual([]))
    } finally {
      await db.update(items).set({ traits: before.traits }).where(ofHolder)
      await db
        .delete(itemTraits)
        .where(and(eq(itemTraits.tokenAddress, tokenAddress), eq(itemTraits.traitType, 'Title')))
    }
  })
})
