import { eq } from 'drizzle-orm'
import type { Db } from '../db/connect.ts'
import { indexerCheckpoints } from '../db/schema/index.ts'

export interface IndexingProgress {
  deploymentBlock: number
  /** The last block indexed ("block N of M"). */
  indexedBlock: number
  /** The chain's head when the indexer last looked. */
  headBlock: number
  /** True once the indexer reached the head it last saw. */
  caughtUp: boolean
}

/** How far a collection is indexed, for its page; undefined when the indexer does not follow it. */
export async function indexingProgress(db: Db, tokenAddress: string): Promise<IndexingProgress | undefined> {
  const [row] = await db.select().from(indexerCheckpoints).where(eq(indexerCheckpoints.tokenAddress, tokenAddress))
  if (!row) return undefined
  const indexedBlock = Math.max(row.lastBlock, row.deploymentBlock - 1)
  return {
    deploymentBlock: row.deploymentBlock,
    indexedBlock,
    headBlock: row.headBlock,
    caughtUp: indexedBlock >= row.headBlock,
  }
}
