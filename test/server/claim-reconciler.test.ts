import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OnChainClaim } from '../../server/chain'
import { claimVaultCheckpoints } from '../../server/db/schema'
import { reconcileClaims, type ReconcileChain } from '../../server/modules/swaps/claimReconciler'
import { databaseTargets, newAccount, startTestServer, type TestServer } from './harness'

type Range = { fromBlock: bigint; toBlock: bigint }

/** A vault read through a fake reader: its head, and the ranges it was asked for. */
function fakeVault(head: bigint, fromBlock: bigint, onRead?: (range: Range) => Promise<void>) {
  const vault = newAccount().address
  const ranges: Range[] = []
  const chain: ReconcileChain = {
    contracts: { claimVault: vault, presale: vault, tokens: {} } as unknown as ReconcileChain['contracts'],
    reader: {
      fromBlock,
      latestBlock: () => Promise.resolve({ number: head, timestamp: 0n }),
      claimsBetween: async (range): Promise<OnChainClaim[]> => {
        ranges.push(range)
        await onRead?.(range)
        return []
      },
    },
  }
  return { vault: vault.toLowerCase(), chain, ranges }
}

describe.each(databaseTargets)('following the vault from a checkpoint on %s', (target) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(target, { seed: false })
  })
  afterAll(() => server.close())

  const db = () => server.database.db
  const checkpointOf = async (vault: string) =>
    (await db().select().from(claimVaultCheckpoints).where(eq(claimVaultCheckpoints.vault, vault)))[0]?.nextBlock

  it('starts at CHAIN_FROM_BLOCK, reads bounded chunks a few blocks behind the head, and goes on from its checkpoint', async () => {
    const { vault, chain, ranges } = fakeVault(5_003n, 100n)
    const first = await reconcileClaims(db(), chain, { chunk: 2_000n, maxChunks: 2, confirmations: 3n })
    expect(ranges).toEqual([
      { fromBlock: 100n, toBlock: 2_099n },
      { fromBlock: 2_100n, toBlock: 4_099n },
    ])
    expect(first.nextBlock).toBe(4_100n)
    expect(await checkpointOf(vault)).toBe(4_100n)

    ranges.length = 0
    const second = await reconcileClaims(db(), chain, { chunk: 2_000n, maxChunks: 2, confirmations: 3n })
    expect(ranges).toEqual([{ fromBlock: 4_100n, toBlock: 5_000n }])
    expect(second.nextBlock).toBe(5_001n)

    // caught up: nothing to read until the chain grows
    ranges.length = 0
    await reconcileClaims(db(), chain, { chunk: 2_000n, maxChunks: 2, confirmations: 3n })
    expect(ranges).toEqual([])
  })

  it('writes nothing for a chunk another process booked while it was reading, and stops there', async () => {
    const { vault, chain, ranges } = fakeVault(10_000n, 0n, async () => {
      // the other process, reading larger chunks, commits these blocks and more first
      await db().update(claimVaultCheckpoints).set({ nextBlock: 3_000n }).where(eq(claimVaultCheckpoints.vault, vault))
    })
    const result = await reconcileClaims(db(), chain, { chunk: 1_000n, maxChunks: 5, confirmations: 0n })
    expect(ranges).toHaveLength(1)
    expect(result.seen).toBe(0)
    expect(await checkpointOf(vault)).toBe(3_000n)
  })
})
