import { and, eq, ne } from 'drizzle-orm'
import type { PublicClient } from 'viem'
import type { Db } from '../db/connect.ts'
import { collections, indexerCheckpoints } from '../db/schema/index.ts'
import { findDeployer, optionalRead } from './collectionFacts.ts'
import type { IndexedCollection } from './settings.ts'
import { readCheckpoint, wipeChainFacts } from './wipe.ts'

export type Checkpoint = typeof indexerCheckpoints.$inferSelect

/**
 * Makes the collection's row and checkpoint ready to index from. A first start, a chain started
 * again (the deployment block's hash changed) or a slug moved to another address wipes the chain
 * facts indexed before and starts from the deployment block; otherwise it resumes at the checkpoint.
 */
export async function prepareCollection(
  db: Db,
  client: PublicClient,
  collection: IndexedCollection,
): Promise<{ checkpoint: Checkpoint; wiped: boolean }> {
  const deployment = await client.getBlock({ blockNumber: BigInt(collection.deploymentBlock) })
  const existing = await readCheckpoint(db, collection.chainId, collection.address)
  const presentation = {
    slug: collection.slug,
    description: collection.description,
    image: collection.image,
    bannerImage: collection.bannerImage,
    chainId: collection.chainId,
  }
  if (
    existing &&
    existing.deploymentHash === deployment.hash &&
    existing.deploymentBlock === collection.deploymentBlock
  ) {
    await db.update(collections).set(presentation).where(eq(collections.tokenAddress, collection.address))
    return { checkpoint: existing, wiped: false }
  }
  const [name, symbol, deployer] = await Promise.all([
    optionalRead(client, collection.address, 'name'),
    optionalRead(client, collection.address, 'symbol'),
    findDeployer(client, collection.address, deployment.number),
  ])
  const checkpoint: Checkpoint = {
    chainId: collection.chainId,
    tokenAddress: collection.address,
    deploymentBlock: collection.deploymentBlock,
    deploymentHash: deployment.hash,
    // the block before the deployment: the first batch starts at the deployment block
    lastBlock: collection.deploymentBlock - 1,
    lastHash: deployment.parentHash,
    headBlock: collection.deploymentBlock,
    updatedAt: new Date(),
  }
  await db.transaction(async (tx) => {
    // the slug named another address before: that collection's chain facts go with it
    const replaced = await tx
      .select({ tokenAddress: collections.tokenAddress })
      .from(collections)
      .where(and(eq(collections.slug, collection.slug), ne(collections.tokenAddress, collection.address)))
    for (const row of replaced) await wipeChainFacts(tx, row.tokenAddress, { dropCollection: true })
    await wipeChainFacts(tx, collection.address)
    const row = {
      ...presentation,
      name: name ?? collection.name,
      symbol: symbol ?? '',
      contractDeployer: deployer,
      totalSupply: 0,
    }
    await tx
      .insert(collections)
      .values({ tokenAddress: collection.address, presaleUrl: '', ...row })
      .onConflictDoUpdate({ target: collections.tokenAddress, set: row })
    await tx.insert(indexerCheckpoints).values(checkpoint)
  })
  return { checkpoint, wiped: true }
}
