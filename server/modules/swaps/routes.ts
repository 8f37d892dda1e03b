import { asc, count, desc } from 'drizzle-orm'
import { getAddress, type Address, type Hash } from 'viem'
import { rewardTokenIdOf, rewardTokens, signClaimRequest, type ClaimReference } from '../../chain'
import { supportedTokens, swapLeaderboard } from '../../db/schema'
import { currentAccount } from '../../auth/session'
import { badRequest, conflict, HttpError } from '../../http/errors'
import { route } from '../../http/route'
import { pageOf } from '../paging'
import { onChain, type SwapChain } from './chain'
import { recordVerifiedClaim } from './claimRecord'
import { coinsOf, pendingSince, reserveClaim } from './reservations'
import { assertRedeemer } from './redeemers'
import { tokenPriceUsd, tokenWeiForUsd } from './tokenPricing'

/** The most one claim may be worth, in USD (1 GCoin counts as 1 USD). */
export const MAX_CLAIMABLE_USD = 100

const rewardTokenDecimals = (symbol: string, fallback: number): number =>
  rewardTokens.find((token) => token.symbol === symbol)?.decimals ?? fallback

const needChain = (chain: SwapChain | undefined): SwapChain => {
  if (!chain) throw conflict('chain not configured')
  return chain
}

/** One presale read at a time per chain: the requests that come while it is out share its answer. */
const presaleReads = new WeakMap<SwapChain['reader'], ReturnType<SwapChain['reader']['presale']>>()
function sharedPresaleRead(reader: SwapChain['reader']) {
  let read = presaleReads.get(reader)
  if (!read) {
    read = reader.presale().finally(() => presaleReads.delete(reader))
    presaleReads.set(reader, read)
  }
  return read
}

export const swapRoutes = [
  route('getSupportedTokens', async ({ deps }) => {
    const rows = await deps.db.select().from(supportedTokens).orderBy(asc(supportedTokens.symbol))
    const onChain = deps.chain?.contracts.tokens as Record<string, string> | undefined
    // with a chain, the token the vault pays is the truth: its address and its decimals
    return rows.map((row) => ({
      name: row.name,
      symbol: row.symbol,
      tokenAddress: onChain?.[row.symbol] ?? row.tokenAddress,
      decimals: onChain?.[row.symbol] ? rewardTokenDecimals(row.symbol, row.decimals) : row.decimals,
    }))
  }),
  route('getSwapLeaderboard', async ({ query, deps }) => {
    const { offset, limit } = pageOf(query, 25)
    const rows = await deps.db
      .select()
      .from(swapLeaderboard)
      .orderBy(desc(swapLeaderboard.totalClaimedUsd), asc(swapLeaderboard.account))
      .limit(limit)
      .offset(offset)
    return rows.map((row, index) => ({ ...row, rank: offset + index + 1 }))
  }),
  route('getSwapLeaderboardCount', async ({ deps }) => {
    const [row] = await deps.db.select({ total: count() }).from(swapLeaderboard)
    return { totalCount: row?.total ?? 0 }
  }),
  // read for the page, so a visitor's browser needs no chain code to show the presale
  route('getPresale', async ({ deps }) => {
    const chain = needChain(deps.chain)
    const state = await onChain('presale', () => sharedPresaleRead(chain.reader))
    return { owner: state.owner, stage: state.stage, price: state.price.toString() }
  }),
  route('getMaxClaimableUsd', async ({ deps, c }) => {
    const account = await currentAccount(c, deps)
    if (!account) return { maxClaimableUsd: MAX_CLAIMABLE_USD }
    // GCoins reserved by signatures not yet verified are not claimable again
    const { available } = await coinsOf(deps.db, account)
    return { maxClaimableUsd: Math.max(0, Math.min(MAX_CLAIMABLE_USD, available)) }
  }),
  route('getClaimSignature', async ({ query, account, deps }) => {
    // redeemable value goes to people: a member with an X account of their own, which redeems for them only
    await assertRedeemer(deps.db, account)
    const chain = needChain(deps.chain)
    const servedChainId = chain.reader.client.chain?.id
    if (query.chainId !== undefined && servedChainId !== undefined && query.chainId !== servedChainId) {
      throw badRequest(`query.chainId: claims are signed for chain ${servedChainId}`)
    }
    if (query.amount <= 0) throw badRequest('query.amount: must be a positive number')
    if (query.amount > MAX_CLAIMABLE_USD) throw badRequest(`query.amount: at most ${MAX_CLAIMABLE_USD} USD per claim`)
    const token = getAddress(query.tokenAddress)
    if (rewardTokenIdOf(chain.contracts, token) === undefined) {
      throw badRequest('query.tokenAddress: not a supported token')
    }
    // a quick answer before the chain is asked; the reservation below decides under a lock
    if ((await coinsOf(deps.db, account)).available < query.amount) {
      throw badRequest('query.amount: more than your available GCoins')
    }
    const priceUsd = await tokenPriceUsd(deps.db, chain.contracts, token)
    // the chain's own checks (MAX_CLAIM, CLAIM_PERIOD) answer before a signature the vault would refuse
    const signed = await onChain('claim signature', () =>
      signClaimRequest(chain, {
        account: account as Address,
        tokenAddress: token,
        amount: tokenWeiForUsd(query.amount, priceUsd),
      }),
    )
    if (!signed.ok) throw new HttpError(signed.status, signed.message)
    const { claim, issuedBlock } = signed
    // the signature leaves the server only once its GCoins are reserved until its deadline
    await reserveClaim(deps.db, account, { ...claim, tokenAddress: token, coins: query.amount, issuedBlock })
    return claim
  }),
  route('verifyClaim', async ({ query, account, deps }) => {
    const chain = needChain(deps.chain)
    let reference: ClaimReference
    if (query.txHash) reference = { txHash: query.txHash as Hash }
    else {
      // without the transaction, the chain is read from where the member's pending signature was issued
      const since = await pendingSince(deps.db, account)
      if (since === null) throw conflict('no claim signature of yours is waiting to be verified')
      reference = since === undefined ? {} : { since }
    }
    const check = await onChain('claim verification', () => chain.reader.verifyClaim(account as Address, reference))
    if (!check.verified) throw conflict(check.reason)
    const { claim } = check
    await recordVerifiedClaim(deps.db, chain.contracts, account, claim)
    return { verified: true, amount: claim.amount.toString() }
  }),
]
