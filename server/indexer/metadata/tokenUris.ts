import { BaseError, getAddress, type Address, type PublicClient } from 'viem'
import { collectionReadsAbi } from '../abi.ts'

/** Where Multicall3 lives on most chains (the same address everywhere it is deployed). */
export const MULTICALL3_ADDRESS: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

/** tokenURI calls in one multicall: small enough for an RPC's eth_call gas cap with ordinary contracts. */
const CALLS_PER_MULTICALL = 100
/**
 * tokenURI calls in one deployless multicall, whose answer comes back as the code of a contract
 * created by the call and is bound by the 24 KiB contract size (EIP-170): about 250 bytes a call
 * with an ordinary URI.
 */
const CALLS_PER_DEPLOYLESS = 40

export type TokenUriResult = { ok: true; uri: string } | { ok: false; error: string }

export interface TokenRef {
  tokenAddress: string
  tokenId: string
}

const messageOf = (error: unknown) =>
  error instanceof BaseError
    ? [error.shortMessage, error.details].filter(Boolean).join(' ')
    : error instanceof Error
      ? error.message
      : String(error)

/**
 * Reads many tokens' `tokenURI` in few round trips: through Multicall3 where the chain has it, else
 * through a multicall contract sent with the call itself (viem's deployless multicall, which any
 * chain runs), each call allowed to fail on its own (a burned token reverts). A chain or RPC where a
 * multicall fails as a whole is read a call a token instead (batched into few requests when the
 * client's transport batches), and is not asked for a multicall again once that worked.
 */
export function createTokenUriReader(client: PublicClient): (tokens: readonly TokenRef[]) => Promise<TokenUriResult[]> {
  let multicall: Promise<{ multicallAddress: Address } | { deployless: true }> | undefined
  let multicallFails = false

  const one = (token: TokenRef): Promise<TokenUriResult> =>
    client
      .readContract({
        address: getAddress(token.tokenAddress),
        abi: collectionReadsAbi,
        functionName: 'tokenURI',
        args: [BigInt(token.tokenId)],
      })
      .then(
        (uri): TokenUriResult => ({ ok: true, uri }),
        (error: unknown): TokenUriResult => ({ ok: false, error: messageOf(error) }),
      )

  const many = async (
    tokens: readonly TokenRef[],
    how: { multicallAddress: Address } | { deployless: true },
  ): Promise<TokenUriResult[]> => {
    const results = await client.multicall({
      ...how,
      contracts: tokens.map((token) => ({
        address: getAddress(token.tokenAddress),
        abi: collectionReadsAbi,
        functionName: 'tokenURI' as const,
        args: [BigInt(token.tokenId)] as const,
      })),
      allowFailure: true,
      batchSize: 0,
    })
    return results.map((result) =>
      result.status === 'success' ? { ok: true, uri: result.result } : { ok: false, error: messageOf(result.error) },
    )
  }

  return async (tokens) => {
    multicall ??= client
      .getCode({ address: MULTICALL3_ADDRESS })
      .then((code) =>
        code && code !== '0x' ? { multicallAddress: MULTICALL3_ADDRESS } : { deployless: true as const },
      )
      .catch(() => {
        // asked again next time: the RPC may be back
        multicall = undefined
        return { deployless: true as const }
      })
    const how = await multicall
    const size = 'deployless' in how ? CALLS_PER_DEPLOYLESS : CALLS_PER_MULTICALL
    const parts: Promise<TokenUriResult[]>[] = []
    for (let first = 0; first < tokens.length; first += size) {
      const part = tokens.slice(first, first + size)
      const read = async () => {
        // a multicall that failed as a whole fails each call, with its own reason: read them singly
        const together = multicallFails ? undefined : await many(part, how).catch(() => null)
        if (together?.some((result) => result.ok)) return together
        const each = await Promise.all(part.map((token) => one(token)))
        // the RPC answers single calls but not the multicall: ask it single calls from now on
        if (together !== undefined && each.some((result) => result.ok)) multicallFails = true
        return each
      }
      parts.push(read())
    }
    return (await Promise.all(parts)).flat()
  }
}
