import { HttpRequestError, ResponseBodyTooLargeError, RpcRequestError, TimeoutError, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { classifyRpcError, createRangeFetcher, type GetLogs } from '../../server/indexer/fetchLogs'

// How the indexer's eth_getLogs ranges answer a provider's failures: each kind of failure, and the
// range asked for after it.

const url = 'http://rpc.example'
const address: Address[] = ['0x0000000000000000000000000000000000000001']
const timedOut = () => new TimeoutError({ body: { method: 'eth_getLogs' }, url })
const refused = () =>
  new RpcRequestError({ body: {}, error: { code: -32005, message: 'query returned more than 10000 results' }, url })
const rateLimited = () => new HttpRequestError({ url, status: 429 })
const down = () => new HttpRequestError({ url, details: 'fetch failed' })
const tooLarge = () => new ResponseBodyTooLargeError({ maxSize: 10_485_760, size: 10_502_339 })

/** A provider that fails while asked for more than `widest` blocks, and records each range asked. */
function providerRefusingOver(widest: number, failure: () => Error) {
  const asked: [bigint, bigint][] = []
  const getLogs: GetLogs = ({ fromBlock, toBlock }) => {
    asked.push([fromBlock, toBlock])
    return toBlock - fromBlock + 1n > BigInt(widest) ? Promise.reject(failure()) : Promise.resolve([])
  }
  return { getLogs, asked }
}

describe('the range fetcher', () => {
  it('tells a timeout, a refused range, a too large answer, a rate limit and an unreachable RPC apart', () => {
    expect(classifyRpcError(timedOut())).toBe('timed-out')
    expect(classifyRpcError(tooLarge())).toBe('too-large')
    expect(classifyRpcError(refused())).toBe('refused-range')
    expect(classifyRpcError(rateLimited())).toBe('rate-limited')
    expect(classifyRpcError(down())).toBe('unreachable')
  })

  it('halves a range whose answer takes longer than the client waits, until one is answered', async () => {
    const provider = providerRefusingOver(300, timedOut)
    const failures: string[] = []
    const fetcher = createRangeFetcher({ maxRange: 2000, onRpcError: (failure) => failures.push(failure) })
    const { toBlock } = await fetcher.fetch(provider.getLogs, address, 7n, 5000n)
    expect(provider.asked).toEqual([
      [7n, 2006n],
      [7n, 1006n],
      [7n, 506n],
      [7n, 256n],
    ])
    expect(toBlock).toBe(256n)
    expect(failures).toEqual(['timed-out', 'timed-out', 'timed-out'])
    // answered: the next range grows back by a quarter
    expect(fetcher.range()).toBe(313)
  })

  it('halves a refused range the same way', async () => {
    const provider = providerRefusingOver(1000, refused)
    const fetcher = createRangeFetcher({ maxRange: 2000 })
    expect((await fetcher.fetch(provider.getLogs, address, 1n, 9000n)).toBlock).toBe(1000n)
  })

  it('halves a range whose answer is larger than the client reads the same way', async () => {
    const provider = providerRefusingOver(294, tooLarge)
    const failures: string[] = []
    const fetcher = createRangeFetcher({ maxRange: 2000, onRpcError: (failure) => failures.push(failure) })
    expect((await fetcher.fetch(provider.getLogs, address, 6n, 1785n)).toBlock).toBe(227n)
    expect(failures).toEqual(['too-large', 'too-large', 'too-large'])
  })

  it('waits out a rate limit with the same range, doubling the wait', async () => {
    let calls = 0
    const waits: number[] = []
    const getLogs: GetLogs = () => {
      calls += 1
      return calls <= 2 ? Promise.reject(rateLimited()) : Promise.resolve([])
    }
    const fetcher = createRangeFetcher({
      maxRange: 100,
      backoffMs: 10,
      sleep: (ms) => Promise.resolve(void waits.push(ms)),
    })
    expect((await fetcher.fetch(getLogs, address, 1n, 500n)).toBlock).toBe(100n)
    expect(waits).toEqual([10, 20])
  })

  it('gives up on an unreachable RPC at once, and on a single block that still times out', async () => {
    const fetcher = createRangeFetcher({ maxRange: 100 })
    await expect(fetcher.fetch(providerRefusingOver(0, down).getLogs, address, 1n, 50n)).rejects.toThrow()
    const always = providerRefusingOver(0, timedOut)
    await expect(fetcher.fetch(always.getLogs, address, 5n, 5n)).rejects.toBeInstanceOf(TimeoutError)
  })
})
