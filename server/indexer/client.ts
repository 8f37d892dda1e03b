import { createPublicClient, http, type PublicClient } from 'viem'
import type { IndexerSettings } from './settings.ts'

/** One request to the RPC: the loop retries a failed one itself, at its next poll. */
const RPC_TIMEOUT_MS = 10_000

/** The largest RPC answer read unless the settings say otherwise (viem's own bound, said here). */
const MAX_RESPONSE_BYTES = 10 * 1024 * 1024

/** JSON-RPC requests sent in one HTTP request by a batching client. */
const BATCH_SIZE = 100

/**
 * The indexer's client of its RPC: no retries of its own, a timeout and a bound on each answer.
 * `batch` sends the calls made together in one HTTP request (JSON-RPC batch): the metadata worker's
 * tokenURI reads, when they are not one multicall. That client also retries a request that failed
 * on its way (a connection the node closed as it was reused, a 5xx) twice, since a failed read
 * costs a whole round's items an attempt, where a block poll is simply tried at the next.
 */
export function indexerClient(
  settings: Pick<IndexerSettings, 'rpcUrl' | 'maxResponseBytes'>,
  options: { batch?: boolean } = {},
): PublicClient {
  return createPublicClient({
    transport: http(settings.rpcUrl, {
      ...(options.batch ? { batch: { batchSize: BATCH_SIZE } } : {}),
      retryCount: options.batch ? 2 : 0,
      timeout: RPC_TIMEOUT_MS,
      maxResponseBodySize: settings.maxResponseBytes ?? MAX_RESPONSE_BYTES,
    }),
  })
}
