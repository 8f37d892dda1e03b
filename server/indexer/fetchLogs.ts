import {
  BaseError,
  HttpRequestError,
  ResponseBodyTooLargeError,
  RpcRequestError,
  TimeoutError,
  type Address,
} from 'viem'
import type { RawLog } from './decode.ts'

/** eth_getLogs over one range, as the chain client asks for it. */
export type GetLogs = (request: { address: Address[]; fromBlock: bigint; toBlock: bigint }) => Promise<RawLog[]>

export type RpcFailure = 'rate-limited' | 'refused-range' | 'timed-out' | 'too-large' | 'unreachable'

/**
 * What a failed eth_getLogs means: a rate limit (HTTP 429, or a JSON-RPC error saying so) is waited
 * out; any other JSON-RPC answer to a range query is taken as the range being too wide or holding
 * too many logs (providers word it differently: "block range too large", "query returned more than
 * 10000 results", "limit exceeded") and the range is halved; so is a range whose answer takes longer
 * than the client waits (a node that serialises tens of thousands of logs, as a local chain does
 * with a backfill's first range); so is a range whose answer is larger than the client reads (a
 * backfill's first range over a collection minted in a few blocks: the demo's Battlecards come to
 * more than 10 MiB of logs); no answer at all is the RPC being down.
 */
export function classifyRpcError(error: unknown): RpcFailure {
  const rate = /rate|too many requests|throughput|capacity/i
  if (error instanceof BaseError) {
    if (error.walk((cause) => cause instanceof TimeoutError) instanceof TimeoutError) return 'timed-out'
    if (error.walk((cause) => cause instanceof ResponseBodyTooLargeError) instanceof ResponseBodyTooLargeError)
      return 'too-large'
    const http = error.walk((cause) => cause instanceof HttpRequestError) as HttpRequestError | null
    if (http?.status === 429) return 'rate-limited'
    const rpc = error.walk((cause) => cause instanceof RpcRequestError) as RpcRequestError | null
    if (rpc) return rate.test(rpc.details) || rate.test(rpc.shortMessage) ? 'rate-limited' : 'refused-range'
    if (http?.status !== undefined && http.status >= 400 && http.status < 500) return 'refused-range'
  }
  return 'unreachable'
}

export interface RangeFetcherOptions {
  maxRange: number
  /** How long to wait before trying a rate-limited request again (doubled each time, to `maxBackoffMs`). */
  backoffMs?: number
  maxBackoffMs?: number
  /** Rate-limit waits one range may take before the batch fails (the loop then tries again later). */
  maxRateLimitWaits?: number
  sleep?: (ms: number) => Promise<void>
  onRpcError?: (failure: RpcFailure, error: unknown) => void
}

export interface RangeFetcher {
  /** Logs of `address` from `fromBlock` to at most `toBlock`; answers the block it reached. */
  fetch(
    getLogs: GetLogs,
    address: Address[],
    fromBlock: bigint,
    toBlock: bigint,
  ): Promise<{ toBlock: bigint; logs: RawLog[] }>
  /** The range it asks for now (narrowed by refusals, widened again by successes). */
  range(): number
}

const wait = (ms: number) => new Promise<void>((done) => setTimeout(done, ms))

/**
 * Bounded eth_getLogs ranges that shrink while the provider refuses them and grow back slowly once
 * it answers, with an exponential wait on rate limits (after MUD's fetchLogs and @ponder/utils'
 * getLogsRetryHelper, neither of which is installed).
 */
export function createRangeFetcher(options: RangeFetcherOptions): RangeFetcher {
  const { maxRange, backoffMs = 500, maxBackoffMs = 30_000, maxRateLimitWaits = 8, sleep = wait } = options
  let range = maxRange
  return {
    range: () => range,
    async fetch(getLogs, address, fromBlock, toBlock) {
      let waits = 0
      for (;;) {
        const end = fromBlock + BigInt(range) - 1n < toBlock ? fromBlock + BigInt(range) - 1n : toBlock
        try {
          const logs = await getLogs({ address, fromBlock, toBlock: end })
          // a provider that refused once may accept wider ranges later: grow back by a quarter
          range = Math.min(maxRange, Math.ceil(range * 1.25))
          return { toBlock: end, logs }
        } catch (error) {
          const failure = classifyRpcError(error)
          options.onRpcError?.(failure, error)
          if ((failure === 'refused-range' || failure === 'timed-out' || failure === 'too-large') && end > fromBlock) {
            range = Math.max(1, Math.floor(Number(end - fromBlock + 1n) / 2))
          } else if (failure === 'rate-limited' && waits < maxRateLimitWaits) {
            await sleep(Math.min(maxBackoffMs, backoffMs * 2 ** waits))
            waits += 1
          } else throw error
        }
      }
    },
  }
}
