import { and, count, desc, eq, sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import type { Db } from '../../server/db/connect'
import { itemTraits, traitCounts } from '../../server/db/schema'
import { battlecardsServerForFile, databaseTargets, ORIGIN, type TestServer } from './harness'

type Panel = { trait_type: string; values: { value: string; count: number }[] }[]

/** The panel counted from the traits themselves, as the call answered before the kept counts. */
async function countedPanel(db: Db, tokenAddress: string): Promise<Panel> {
  const rows = await db
    .select({ traitType: itemTraits.traitType, value: itemTraits.value, total: count() })
    .from(itemTraits)
    .where(eq(itemTraits.tokenAddress, tokenAddress))
    .groupBy(itemTraits.traitType, itemTraits.value)
    .orderBy(itemTraits.traitType, desc(count()), itemTraits.value)
  const byType = new Map<string, { value: string; count: number }[]>()
  for (const row of rows)
    byType.set(row.traitType, [...(byType.get(row.traitType) ?? []), { value: row.value, count: row.total }])
  return [...byType].map(([trait_type, values]) => ({ trait_type, values }))
}

/**
 * The trait panel reads counts kept beside the traits (triggers on `item_traits`, in the writer's
 * transaction) instead of grouping every trait row of the collection: its answer must stay what
 * the grouping gives, through a reindex that adds, changes and removes traits.
 */
describe.each(databaseTargets)('trait panel counts kept beside the traits on %s', (target) => {
  let server: TestServer
  let db: Db
  let tokenAddress: string
  battlecardsServerForFile(target, (started) => ({ server, db, tokenAddress } = started))

  const panel = async () => {
    const response = await server.app.request(`${ORIGIN}/api/collections/battlecards/unique-attributes`)
    expect(response.status).toBe(200)
    return ((await response.json()) as { data: Panel }).data
  }

  it('answers what grouping the traits answers', async () => {
    const answered = await panel()
    expect(answered.length).toBeGreaterThan(3)
    expect(answered).toEqual(await countedPanel(db, tokenAddress))
  })

  it('follows traits added, changed and removed', async () => {
    await db.insert(itemTraits).values([
      { tokenAddress, tokenId: '1', traitType: 'Aura', value: 'Golden', tokenNumber: 1 },
      { tokenAddress, tokenId: '2', traitType: 'Aura', value: 'Golden', tokenNumber: 2 },
      { tokenAddress, tokenId: '3', traitType: 'Aura', value: 'Pale', tokenNumber: 3 },
    ])
    await db
      .update(itemTraits)
      .set({ value: 'Hope' })
      .where(
        and(
          eq(itemTraits.tokenAddress, tokenAddress),
          eq(itemTraits.traitType, 'Virtue'),
          sql`${itemTraits.tokenId} in ('4', '5', '6')`,
        ),
      )
    await db
      .delete(itemTraits)
      .where(
        and(eq(itemTraits.tokenAddress, tokenAddress), eq(itemTraits.traitType, 'Aura'), eq(itemTraits.value, 'Pale')),
      )
    // the cached panel is dropped when the traits' change notice arrives
    const expected = await countedPanel(db, tokenAddress)
    expect(expected.find((entry) => entry.trait_type === 'Aura')?.values).toEqual([{ value: 'Golden', count: 2 }])
    await vi.waitFor(async () => expect(await panel()).toEqual(expected), { timeout: 5000 })
    // a value no item carries any more is not offered
    const kept = await db.select().from(traitCounts).where(eq(traitCounts.value, 'Pale'))
    expect(kept.every((row) => row.items === 0)).toBe(true)
  })
})
