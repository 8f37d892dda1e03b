import { count, eq, like } from 'drizzle-orm'
import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/connect'
import { collections, items, itemTraits, listings, reactions, sales, transfers } from '../../server/db/schema'
import { seedDatabase } from '../../server/seed/load'
import { writeNftRows } from '../fixtures/nftRows'
import { databaseTargets, openTestDatabase, testDemoData } from './harness'

// An NFT fact is the chain's: the indexer reads the collections' items, owners, transfers, sales and
// listings from it (the demo's are replayed on its local chain). The seed writes none of them and
// keeps the community's rows, keyed by token address and id. The server suite writes them as a
// fixture of its own (test/fixtures/nftRows.ts), for the tests that read NFT pages without a chain.

const nftTables = { items, itemTraits, transfers, sales, listings } as const

async function nftRowsOf(database: Database) {
  const counted: Record<string, number> = {}
  for (const [name, table] of Object.entries(nftTables)) {
    const [row] = await database.db.select({ rows: count() }).from(table)
    counted[name] = row?.rows ?? 0
  }
  return counted
}

describe.each(databaseTargets)('the demo seed and the chain (%s)', (target) => {
  const data = testDemoData()

  it('writes no NFT fact of any collection, starts every supply at 0, and keeps the community rows', async () => {
    const database = await openTestDatabase(target)
    try {
      expect(await seedDatabase(database.db, data)).toBe(true)
      expect(await nftRowsOf(database)).toEqual({ items: 0, itemTraits: 0, transfers: 0, sales: 0, listings: 0 })
      const supplies = await database.db
        .select({ slug: collections.slug, totalSupply: collections.totalSupply })
        .from(collections)
      expect(supplies).toHaveLength(data.collections.length)
      expect(supplies.every((collection) => collection.totalSupply === 0)).toBe(true)

      // the community's rows about the NFTs are kept, keyed by token address and id
      const battlecards = getAddress(data.collections.find((c) => c.slug === 'battlecards')?.tokenAddress ?? '')
      const seededReactions = data.reactions.filter(
        (reaction) => reaction.target.kind === 'nft' && getAddress(reaction.target.tokenAddress) === battlecards,
      )
      expect(seededReactions.length).toBeGreaterThan(0)
      const [kept] = await database.db
        .select({ rows: count() })
        .from(reactions)
        .where(like(reactions.targetId, `${battlecards}:%`))
      expect(kept?.rows).toBe(seededReactions.length)
    } finally {
      await database.close()
    }
  })

  it("the server suite's fixture writes the demo data's NFT rows and supplies, as an indexer would have", async () => {
    const database = await openTestDatabase(target)
    try {
      await seedDatabase(database.db, data)
      await writeNftRows(database.db, data)
      const rows = await nftRowsOf(database)
      expect(rows.items).toBe(data.items.length)
      expect(rows.transfers).toBe(data.transfers.length)
      expect(rows.sales).toBe(data.sales.length)
      expect(rows.listings).toBe(data.listings.length)
      const battlecards = data.collections.find((c) => c.slug === 'battlecards')
      const [supply] = await database.db
        .select({ totalSupply: collections.totalSupply })
        .from(collections)
        .where(eq(collections.tokenAddress, getAddress(battlecards?.tokenAddress ?? '')))
      expect(supply?.totalSupply).toBe(battlecards?.totalSupply)
      expect(battlecards?.totalSupply).toBeGreaterThan(0)
    } finally {
      await database.close()
    }
  })
})
