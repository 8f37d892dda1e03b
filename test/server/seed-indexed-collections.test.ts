import { count, eq, like } from 'drizzle-orm'
import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/connect'
import { collections, items, itemTraits, listings, reactions, sales, transfers } from '../../server/db/schema'
import { seedDatabase } from '../../server/seed/load'
import { databaseTargets, openTestDatabase, testDemoData } from './harness'

// With the demo chain the indexer reads the collections' NFTs from the chain: the seed leaves their
// NFT rows out and keeps the community's rows, keyed by token address and id. The default start
// (no indexer) seeds every row, as the server tests and the scale bench need.

const nftTables = { items, itemTraits, transfers, sales, listings } as const

async function nftRowsOf(database: Database, tokenAddress: string) {
  const counted: Record<string, number> = {}
  for (const [name, table] of Object.entries(nftTables)) {
    const [row] = await database.db.select({ rows: count() }).from(table).where(eq(table.tokenAddress, tokenAddress))
    counted[name] = row?.rows ?? 0
  }
  return counted
}

describe.each(databaseTargets)('the demo seed beside the chain indexer (%s)', (target) => {
  const data = testDemoData()
  const address = (slug: string) => {
    const found = data.collections.find((collection) => collection.slug === slug)
    if (!found) throw new Error(`no demo collection ${slug}`)
    return getAddress(found.tokenAddress)
  }

  it('writes none of the NFT rows of a collection the indexer follows, and keeps its community rows', async () => {
    const battlecards = address('battlecards')
    const others = data.collections
      .map((collection) => getAddress(collection.tokenAddress))
      .filter((a) => a !== battlecards)
    const database = await openTestDatabase(target)
    try {
      // the indexer's settings may spell the address in any case
      await seedDatabase(database.db, data, { indexedCollections: [battlecards.toLowerCase()] })
      expect(await nftRowsOf(database, battlecards)).toEqual({
        items: 0,
        itemTraits: 0,
        transfers: 0,
        sales: 0,
        listings: 0,
      })
      const [collection] = await database.db
        .select({ slug: collections.slug, totalSupply: collections.totalSupply })
        .from(collections)
        .where(eq(collections.tokenAddress, battlecards))
      expect(collection).toEqual({ slug: 'battlecards', totalSupply: 0 })

      const seededReactions = data.reactions.filter(
        (reaction) => reaction.target.kind === 'nft' && getAddress(reaction.target.tokenAddress) === battlecards,
      )
      expect(seededReactions.length).toBeGreaterThan(0)
      const [kept] = await database.db
        .select({ rows: count() })
        .from(reactions)
        .where(like(reactions.targetId, `${battlecards}:%`))
      expect(kept?.rows).toBe(seededReactions.length)

      // the collections the indexer does not follow keep their seeded NFTs
      for (const other of others) {
        const expected = data.items.filter((item) => getAddress(item.tokenAddress) === other).length
        expect((await nftRowsOf(database, other)).items).toBe(expected)
      }
    } finally {
      await database.close()
    }
  })

  it('writes every collection’s NFT rows when no collection is indexed (the default start)', async () => {
    const battlecards = address('battlecards')
    const database = await openTestDatabase(target)
    try {
      await seedDatabase(database.db, data)
      const rows = await nftRowsOf(database, battlecards)
      expect(rows.items).toBe(data.items.filter((item) => getAddress(item.tokenAddress) === battlecards).length)
      expect(rows.items).toBeGreaterThan(0)
      expect(rows.transfers).toBeGreaterThan(0)
      expect(rows.sales).toBeGreaterThan(0)
    } finally {
      await database.close()
    }
  })
})
