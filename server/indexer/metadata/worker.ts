import { getAddress } from 'viem'
import { collectionReadsAbi } from '../abi.ts'
import type { LoopContext } from '../collectionLoop.ts'
import { normalizeMetadata, parseMetadata } from './normalize.ts'
import { rankByRarity } from './rarity.ts'
import { fetchMetadataText } from './safeFetch.ts'
import { dueItems, queueLength, recordFailure, writeMetadata, type QueuedItem } from './store.ts'
import { resolveTokenUri } from './tokenUri.ts'
import { wakeablePause } from '../wakeablePause.ts'

/** Items read at once: metadata servers are anyone's, and a slow one should not hold the others. */
const CONCURRENCY = 4

/** Reads queued items' metadata from their tokenURI until stopped, with retries and backoff. */
export function startMetadataWorker(context: LoopContext): () => Promise<void> {
  const { db, client, settings, log, metrics } = context
  let stopped = false
  const { pause, wake } = wakeablePause()
  /** Collections whose traits changed since they were last ranked. */
  const unranked = new Set<string>()

  const readOne = async (item: QueuedItem) => {
    let tokenUri = ''
    try {
      tokenUri = await client.readContract({
        address: getAddress(item.tokenAddress),
        abi: collectionReadsAbi,
        functionName: 'tokenURI',
        args: [BigInt(item.tokenId)],
      })
      const source = resolveTokenUri(tokenUri, settings)
      const text =
        source.kind === 'inline'
          ? source.text
          : await fetchMetadataText(source.url, {
              timeoutMs: settings.metadataTimeoutMs,
              maxBytes: settings.metadataMaxBytes,
              allowedOrigin: settings.allowedMetadataOrigin,
            })
      const raw = parseMetadata(text)
      await writeMetadata(db, item, tokenUri, raw, normalizeMetadata(raw, settings))
      unranked.add(item.tokenAddress)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      log.info({ collection: item.tokenAddress, tokenId: item.tokenId, tokenUri, error: message }, 'metadata: not read')
      await recordFailure(db, item, message)
    }
  }

  // each item is read on its own: a server that never answers holds one slot, not the others
  const reading = new Map<string, Promise<void>>()
  const running = (async () => {
    while (!stopped) {
      let started = 0
      try {
        const free = CONCURRENCY - reading.size
        const due = free > 0 ? await dueItems(db, CONCURRENCY * 2) : []
        for (const item of due) {
          const key = `${item.tokenAddress}:${item.tokenId}`
          if (reading.has(key) || reading.size >= CONCURRENCY) continue
          started += 1
          reading.set(
            key,
            readOne(item).finally(() => {
              reading.delete(key)
              wake()
            }),
          )
        }
        metrics.metadataQueue.set(await queueLength(db))
        // ranked once the queue has nothing due: a collection read in bulk is ranked once, not per item
        if (started === 0 && reading.size === 0) {
          for (const tokenAddress of [...unranked]) {
            unranked.delete(tokenAddress)
            await rankByRarity(db, tokenAddress)
          }
        }
      } catch (error) {
        log.warn({ err: error }, 'metadata: the queue could not be read')
      }
      if (!stopped && started === 0) await pause(settings.pollMs)
    }
    await Promise.all(reading.values())
  })()

  return async () => {
    stopped = true
    wake()
    await running
  }
}
