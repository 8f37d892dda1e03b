import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import type { Db } from '../../server/db/connect'
import { itemCounts, items, itemTraits } from '../../server/db/schema'
import {
  battlecardsAddress,
  battlecardsServerForFile,
  databaseTargets,
  ORIGIN,
  startTestServer,
  type TestServer,
} from './harness'

const filter = { Edition: ['Original', 'Forged'], Virtue: ['Hope', 'Wisdom'] }

/** The items page's total for `filter`, as the server answers it. */
async function filterTotal(server: TestServer, offset = 0) {
  const response = await server.app.request(`${ORIGIN}/api/collections/battlecards?limit=50&offset=${offset}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ attributes: filter }),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: { totalCount: number } }).data.totalCount
}

/** An Original item whose Virtue meets `virtue`: one inside the filter or one outside it. */
async function originalWithVirtue(db: Db, tokenAddress: string, virtue: SQL) {
  const [item] = await db
    .select({ tokenId: itemTraits.tokenId })
    .from(itemTraits)
    .where(
      and(
        eq(itemTraits.tokenAddress, tokenAddress),
        eq(itemTraits.traitType, 'Virtue'),
        virtue,
        sql`exists (select 1 from ${itemTraits} e where e.token_address = ${itemTraits.tokenAddress} and e.token_id = ${itemTraits.tokenId} and e.trait_type = 'Edition' and e.value = 'Original')`,
      ),
    )
    .limit(1)
  if (!item) throw new Error('no such item')
  return item.tokenId
}

/**
 * The items page's total for a filter is counted once and kept in the database until the traits
 * or the items change: it must stay the true count, on the page of any offset, through a change.
 */
describe.each(databaseTargets)('kept filter counts of the items page on %s', (target) => {
  let server: TestServer
  let db: Db
  let tokenAddress: string
  battlecardsServerForFile(target, (started) => ({ server, db, tokenAddress } = started))

  const pageTotal = (offset: number) => filterTotal(server, offset)
  const matching = async () => {
    const having = (traitType: string, values: string[]) =>
      sql`exists (select 1 from ${itemTraits} where ${itemTraits.tokenAddress} = ${items.tokenAddress} and ${itemTraits.tokenId} = ${items.tokenId} and ${itemTraits.traitType} = ${traitType} and ${inArray(itemTraits.value, values)})`
    const rows = await db
      .select({ tokenId: items.tokenId })
      .from(items)
      .where(
        and(eq(items.tokenAddress, tokenAddress), having('Edition', filter.Edition), having('Virtue', filter.Virtue)),
      )
    return rows.length
  }

  it('answers the true count, and keeps it for every page of the filter', async () => {
    const expected = await matching()
    expect(expected).toBeGreaterThan(50)
    expect(await pageTotal(0)).toBe(expected)
    expect(await pageTotal(50)).toBe(expected)
    const kept = await db.select().from(itemCounts).where(eq(itemCounts.tokenAddress, tokenAddress))
    expect(kept.map((row) => row.items)).toContain(expected)
  })

  it('counts again once the traits change, and never reads a count of an older generation', async () => {
    const before = await pageTotal(0)
    // an item that did not match now does: its virtue becomes Hope
    const outside = await originalWithVirtue(db, tokenAddress, sql`${itemTraits.value} not in ('Hope', 'Wisdom')`)
    await db
      .update(itemTraits)
      .set({ value: 'Hope' })
      .where(
        and(
          eq(itemTraits.tokenAddress, tokenAddress),
          eq(itemTraits.tokenId, outside),
          eq(itemTraits.traitType, 'Virtue'),
        ),
      )
    expect(await matching()).toBe(before + 1)
    // the kept counts of the old traits are gone with their generation
    expect(await db.select().from(itemCounts)).toEqual([])
    await vi.waitFor(async () => expect(await pageTotal(0)).toBe(before + 1), { timeout: 5000 })
  })
})

describe.each(databaseTargets)('two apps in one process on %s', (target) => {
  it('never hand each other the count of the same filter made at the same moment', async () => {
    const [first, second] = await Promise.all([startTestServer(target), startTestServer(target)])
    try {
      // the second database holds one matching item fewer: its Virtue is taken away
      const tokenAddress = await battlecardsAddress(second)
      const matched = await originalWithVirtue(second.database.db, tokenAddress, eq(itemTraits.value, 'Hope'))
      await second.database.db
        .delete(itemTraits)
        .where(
          and(
            eq(itemTraits.tokenAddress, tokenAddress),
            eq(itemTraits.tokenId, matched),
            eq(itemTraits.traitType, 'Virtue'),
          ),
        )
      // the same filter's first visit on both at once: each counts its own database
      const [firstTotal, secondTotal] = await Promise.all([filterTotal(first), filterTotal(second)])
      expect(secondTotal).toBe(firstTotal - 1)
    } finally {
      await Promise.all([first.close(), second.close()])
    }
  })
})
