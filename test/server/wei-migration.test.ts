import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { databaseTargets } from './harness'

const folder = fileURLToPath(new URL('../../server/db/migrations/', import.meta.url))
const journal = JSON.parse(readFileSync(`${folder}meta/_journal.json`, 'utf8')) as {
  entries: { idx: number; tag: string }[]
}
const statementsOf = (tag: string) =>
  readFileSync(`${folder}${tag}.sql`, 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean)
const migrations = (keep: (idx: number) => boolean) =>
  journal.entries.filter((entry) => keep(entry.idx)).flatMap((entry) => statementsOf(entry.tag))

/** One SQL runner on either database; PostgreSQL's in a schema of its own, dropped at the end. */
async function openRunner(target: 'pglite' | 'postgres') {
  if (target === 'pglite') {
    const db = new PGlite()
    return {
      run: (text: string) => db.exec(text).then(() => undefined),
      rows: async <T>(text: string) => (await db.query<T>(text)).rows,
      close: () => db.close(),
    }
  }
  const schema = `wei_migration_${process.pid}_${Date.now()}`
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await client.connect()
  await client.query(`create schema ${schema}; set search_path to ${schema}`)
  return {
    run: (text: string) => client.query(text).then(() => undefined),
    rows: async <T>(text: string) => (await client.query(text)).rows as T[],
    close: async () => {
      await client.query(`drop schema ${schema} cascade`)
      await client.end()
    },
  }
}

/** Migration 0024 turns the ETH doubles a database holds into exact wei, and sums its hours again. */
describe.each(databaseTargets)('the wei migration on %s', (target) => {
  it('converts prices, listings and the kept hours to wei, exactly', async () => {
    const db = await openRunner(target)
    try {
      for (const statement of migrations((idx) => idx < 24)) await db.run(statement)
      const sale = (id: number, price: number, at: string) =>
        `insert into sales (token_address, token_id, price, symbol, seller, buyer, tx_hash, sold_at)
         values ('0xc', '${id}', ${price}, 'ETH', '0xs', '0xb', '0x${id}', '${at}')`
      await db.run(sale(1, 0.1, '2026-01-01T10:05:00Z'))
      await db.run(sale(2, 0.2, '2026-01-01T10:45:00Z'))
      await db.run(sale(3, 0.0812, '2026-01-01T11:00:00Z'))
      await db.run(
        `insert into listings (token_address, token_id, price, symbol, seller, listed_at) values ('0xc', '4', 1234.5678, 'ETH', '0xs', now())`,
      )
      // the float sum the double column kept for the first hour
      const [before] = await db.rows<{ volume: number }>(`select volume from sales_hours order by hour limit 1`)
      expect(before?.volume).not.toBe(0.3)

      for (const statement of migrations((idx) => idx === 24)) await db.run(statement)
      const prices = await db.rows<{ price: string }>(`select price::text as price from sales order by token_id`)
      expect(prices.map((row) => row.price)).toEqual(['100000000000000000', '200000000000000000', '81200000000000000'])
      const [listing] = await db.rows<{ price: string }>(`select price::text as price from listings`)
      expect(listing?.price).toBe('1234567800000000000000')
      const hours = await db.rows<{ volume: string; sales: number; lowest: string }>(
        `select volume::text as volume, sales, lowest::text as lowest from sales_hours order by hour`,
      )
      expect(hours).toEqual([
        { volume: '300000000000000000', sales: 2, lowest: '100000000000000000' },
        { volume: '81200000000000000', sales: 1, lowest: '81200000000000000' },
      ])
      // the kept hours go on summing numerics: a sale at the top of uint256 and one more wei
      await db.run(sale(5, 0, '2026-01-01T10:50:00Z').replace(', 0, ', `, ${2n ** 256n - 1n}, `))
      const [first] = await db.rows<{ volume: string }>(
        `select volume::text as volume from sales_hours order by hour limit 1`,
      )
      expect(first?.volume).toBe((2n ** 256n - 1n + 300000000000000000n).toString())
    } finally {
      await db.close()
    }
  })
})
