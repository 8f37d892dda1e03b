import { fromPromise } from 'xstate'
import type { ClaimLimits, ClaimRefusal, ClaimSignature } from '../../machines/swapClaim/events'
import { swapClaimRules } from '../../machines/swapClaim/guards'
import { swapClaimMachine } from '../../machines/swapClaim/machine'
import { swapClaimMessages } from '../../machines/swapClaim/messages'
import type { Notice } from '../../machines/notice'
import { ApiError, type ApiClient } from '../../services/api'
import { LINK_X_TO_REDEEM } from '../../services/api/contract/constants'
import type { Env } from '../../services/config/env'
import type { SwapChain } from './swapChain'

/** The server's refusal until the member links an X account, in the shape the machine's rule reads. */
class LinkRequired extends Error implements ClaimRefusal {
  readonly reason = 'linkRequired'
}

export interface SwapClaimDeps {
  api: ApiClient
  env: Pick<Env, 'chainId'>
  chain: SwapChain
  account: string
  notify: (notice: Notice) => void
  /** The claim was verified: balances read elsewhere are stale. */
  onVerified: () => void
  /** Unix seconds. */
  now?: () => number
}

/** viem's errors for an RPC that did not answer (refused, reset, timed out), at any depth of causes. */
const RPC_FAILURES = new Set(['HttpRequestError', 'TimeoutError', 'WebSocketRequestError'])
function isRpcFailure(error: unknown): boolean {
  for (let current = error, depth = 0; typeof current === 'object' && current !== null && depth < 8; depth += 1) {
    if (RPC_FAILURES.has((current as { name?: unknown }).name as string)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/** viem's short account of an error (its `message` goes on with the request's arguments and calldata). */
function shortMessageOf(error: unknown): string | null {
  const short = typeof error === 'object' && error !== null ? (error as { shortMessage?: unknown }).shortMessage : null
  return typeof short === 'string' && short !== '' ? short : null
}

/**
 * A chain read or write that failed because the RPC is away says so with the spec's failure toast
 * ('Please try again later!'), not viem's request dump; a wallet's own refusal keeps its words, and
 * only those (viem's short message, without the request it made).
 */
const chainStep = <T>(work: () => Promise<T>): Promise<T> =>
  work().catch((error: unknown) => {
    if (isRpcFailure(error)) throw new Error(swapClaimMessages.failure)
    const short = shortMessageOf(error)
    throw short === null ? error : new Error(short)
  })

/** The swap claim machine with its real effects, for one member. */
export function provideSwapClaimEffects({
  api,
  env,
  chain,
  account,
  notify,
  onVerified,
  now = () => Math.floor(Date.now() / 1000),
}: SwapClaimDeps) {
  // the verify call names the claim's transaction, which only the write step knows
  let lastTransaction: string | null = null

  return swapClaimMachine.provide({
    actors: {
      readClaimLimits: fromPromise<ClaimLimits, { tokenAddress: string }>(({ input }) =>
        chainStep(() => chain.readLimits(input.tokenAddress, account)),
      ),
      fetchMaxClaimable: fromPromise<number, void>(async () => {
        const answer = await api.call('getMaxClaimableUsd')
        return answer.maxClaimableUsd
      }),
      fetchClaimSignature: fromPromise<ClaimSignature, { tokenAddress: string; amount: number }>(async ({ input }) => {
        const answer = await api
          .call('getClaimSignature', {
            query: { chainId: env.chainId, amount: String(input.amount), tokenAddress: input.tokenAddress },
          })
          .catch((error: unknown) => {
            // the server's reason, recognised so the machine can offer its Link X step
            if (error instanceof ApiError && error.status === 403 && error.message === LINK_X_TO_REDEEM)
              throw new LinkRequired(error.message)
            throw error
          })
        return {
          signature: answer.signature,
          tokenId: answer.tokenId,
          amountWei: answer.amount,
          deadline: answer.deadline,
        }
      }),
      writeClaim: fromPromise<string, ClaimSignature>(async ({ input }) => {
        lastTransaction = await chainStep(() => chain.writeClaim(input))
        return lastTransaction
      }),
      waitForReceipt: fromPromise<void, { hash: string }>(({ input }) =>
        chainStep(() => chain.waitForReceipt(input.hash)),
      ),
      verifyClaim: fromPromise<{ authenticated: boolean }, void>(async () => {
        try {
          await api.call('verifyClaim', { query: lastTransaction ? { txHash: lastTransaction } : {} })
          return { authenticated: true }
        } catch (error) {
          if (error instanceof ApiError && error.status === 401) return { authenticated: false }
          throw error
        }
      }),
    },
    actions: {
      notify: (_, notice) => notify(notice),
      markVerified: () => onVerified(),
    },
    // MAX_CLAIM counts reward-token wei and the server converts at the token's price, so the
    // over-maximum rule holds the amount to the USD maximum and leaves the token bound to the server's 400
    guards: swapClaimRules(now),
  })
}
