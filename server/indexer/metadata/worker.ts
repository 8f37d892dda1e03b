import type { PublicClient } from 'viem'
import type { LoopContext } from '../collectionLoop.ts'
import { createFetchScheduler } from './fetchScheduler.ts'
import { normalizeMetadata, parseMetadata } from './normalize.ts'
import { rankByRarity } from './rarity.ts'
import { fetchMetadataText } from './safeFetch.ts'
import { dueItems, itemKey, queueLength, writeRound, type MetadataOutcome, type QueuedItem } from './store.ts'
import { resolveTokenUri } from './tokenUri.ts'
import { createTokenUriReader } from './tokenUris.ts'
import { wakeablePause } from '../wakeablePause.ts'

/** Items claimed from the queue at once: their tokenURIs are read in one or two calls. */
export const CLAIM_BATCH = 200
/** Fetches at once, over all metadata servers. */
export const FETCHES = 64
/** Fetches at once from one origin: a slow or hostile server holds these, never the others'. */
export const FETCHES_PER_ORIGIN = 16
/**
 * Items of one origin in hand (fetching or waiting to) beyond which more of its items are set aside
 * for a few seconds: a server that never answers does not fill the worker's hands.
 */
export const ORIGIN_BACKLOG = 2 * CLAIM_BATCH
/** Items in hand at most, over all origins. */
const IN_HAND = 4 * CLAIM_BATCH
/** Outcomes written in one transaction at most, and the longest one waits for others to join it. */
const WRITE_ROWS = 200
const WRITE_DELAY_MS = 100
/** How often the queue's length is counted for the metric. */
const COUNT_EVERY_MS = 5_000

/**
 * Reads queued items' metadata from their tokenURI until stopped, with retries and backoff: claims
 * due items a batch at a time, reads their tokenURIs in few RPC calls, fetches their JSON through a
 * scheduler bounded per origin, and writes the outcomes a round at a time in one transaction.
 * `reader` is the client tokenURIs are read with (one whose transport batches, ideally).
 */
export function startMetadataWorker(
  context: LoopContext,
  options: { reader?: PublicClient } = {},
): () => Promise<void> {
  const { db, settings, log, metrics } = context
  const readTokenUris = createTokenUriReader(options.reader ?? context.client)
  const scheduler = createFetchScheduler({ total: FETCHES, perOrigin: FETCHES_PER_ORIGIN })
  let stopped = false
  const { pause, wake } = wakeablePause()
  /** Collections whose traits changed since they were last ranked. */
  const unranked = new Set<string>()
  /** Items claimed and not yet written, by key: never claimed twice. */
  const inHand = new Set<string>()
  /** Outcomes waiting to be written, and the time the oldest of them came. */
  let pending: MetadataOutcome[] = []
  let pendingSince = 0
  let writing: Promise<void> = Promise.resolve()
  const rounds = new Set<Promise<void>>()
  let countedAt = 0

  const done = (outcome: MetadataOutcome) => {
    if (pending.length === 0) pendingSince = Date.now()
    pending.push(outcome)
    if (pending.length >= WRITE_ROWS) wake()
  }

  const write = () => {
    const outcomes = pending
    pending = []
    writing = writing.then(async () => {
      try {
        const changed = await writeRound(db, outcomes, (error, item) =>
          log.warn({ err: error, collection: item.tokenAddress, tokenId: item.tokenId }, 'metadata: not written'),
        )
        for (const tokenAddress of changed) unranked.add(tokenAddress)
      } finally {
        for (const outcome of outcomes) inHand.delete(itemKey(outcome.item))
      }
    })
    // a failed write leaves its items queued; the next writes go on
    writing = writing.catch((error: unknown) => log.warn({ err: error }, 'metadata: a round was not written'))
    return writing
  }

  const fetchOne = async (item: QueuedItem, tokenUri: string, url: string): Promise<MetadataOutcome> => {
    try {
      const text = await fetchMetadataText(url, {
        timeoutMs: settings.metadataTimeoutMs,
        maxBytes: settings.metadataMaxBytes,
        allowedOrigin: settings.allowedMetadataOrigin,
      })
      return parsed(item, tokenUri, text)
    } catch (error) {
      return failed(item, tokenUri, error)
    }
  }

  const parsed = (item: QueuedItem, tokenUri: string, text: string): MetadataOutcome => {
    const raw = parseMetadata(text)
    return { kind: 'read', item, tokenUri, raw, fields: normalizeMetadata(raw, settings) }
  }

  const failed = (item: QueuedItem, tokenUri: string, error: unknown): MetadataOutcome => {
    const message = error instanceof Error ? error.message : String(error)
    log.info({ collection: item.tokenAddress, tokenId: item.tokenId, tokenUri, error: message }, 'metadata: not read')
    return { kind: 'failed', item, error: message }
  }

  // one round: the batch's tokenURIs in few calls, then each item's JSON fetched on its own
  const readRound = async (due: QueuedItem[]) => {
    const uris = await readTokenUris(due).catch((error: unknown) =>
      due.map(() => ({ ok: false as const, error: error instanceof Error ? error.message : String(error) })),
    )
    const fetches: Promise<void>[] = []
    due.forEach((item, index) => {
      const uri = uris[index] ?? { ok: false as const, error: 'no answer' }
      if (!uri.ok) return done(failed(item, '', new Error(uri.error)))
      try {
        const source = resolveTokenUri(uri.uri, settings)
        if (source.kind === 'inline') return done(parsed(item, uri.uri, source.text))
        const origin = new URL(source.url).origin
        if (scheduler.backlog(origin) >= ORIGIN_BACKLOG) return done({ kind: 'set-aside', item })
        fetches.push(scheduler.run(origin, () => fetchOne(item, uri.uri, source.url)).then(done))
      } catch (error) {
        done(failed(item, uri.uri, error))
      }
    })
    await Promise.all(fetches)
  }

  // more is claimed while the worker's hands have room and some origin in hand could take a batch
  const mayClaim = () =>
    inHand.size + CLAIM_BATCH <= IN_HAND &&
    (scheduler.origins().length === 0 ||
      scheduler.origins().some((origin) => scheduler.backlog(origin) + CLAIM_BATCH <= ORIGIN_BACKLOG))

  const running = (async () => {
    while (!stopped) {
      let claimed = 0
      try {
        if (mayClaim()) {
          const due = await dueItems(db, CLAIM_BATCH, inHand)
          claimed = due.length
          for (const item of due) inHand.add(itemKey(item))
          if (due.length > 0) {
            const round = readRound(due).finally(() => {
              rounds.delete(round)
              wake()
            })
            rounds.add(round)
          }
        }
        if (pending.length >= WRITE_ROWS || (pending.length > 0 && Date.now() - pendingSince >= WRITE_DELAY_MS))
          await write()
        if (Date.now() - countedAt >= COUNT_EVERY_MS) {
          countedAt = Date.now()
          metrics.metadataQueue.set(await queueLength(db))
        }
        // ranked once the queue has nothing due: a collection read in bulk is ranked once, not per item
        if (claimed === 0 && inHand.size === 0) {
          for (const tokenAddress of [...unranked]) {
            unranked.delete(tokenAddress)
            await rankByRarity(db, tokenAddress)
          }
        }
      } catch (error) {
        log.warn({ err: error }, 'metadata: the queue could not be read')
      }
      if (stopped) break
      if (claimed > 0 && mayClaim()) continue
      // idle: wait for the next poll; busy: for outcomes to write or room to claim more
      await pause(inHand.size === 0 ? settings.pollMs : WRITE_DELAY_MS)
    }
    await Promise.all(rounds)
    await write()
  })()

  return async () => {
    stopped = true
    wake()
    await running
  }
}
