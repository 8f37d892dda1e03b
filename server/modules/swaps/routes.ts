import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm'
import { getAddress, parseUnits, type Address, type Hash } from 'viem'
import { rewardTokenIdOf } from '../../chain'
import { members, supportedTokens, swapClaims, swapLeaderboard } from '../../db/schema'
import { currentAccount } from '../../auth/session'
import { badRequest, conflict } from '../../http/errors'
import { route } from '../../http/route'
import { pageOf } from '../paging'
import type { SwapChain } from './chain'

/** The most one claim may be worth, in USD (1 GCoin counts as 1 USD). */
export const MAX_CLAIMABLE_USD = 100
const SIGNATURE_LIFETIME_S = 15 * 60

const needChain = (chain: SwapChain | undefined): SwapChain => {
  if (!chain) throw conflict('chain not configured')
  return chain
}

export const swapRoutes = [
  route('getSupportedTokens', async ({ deps }) => {
    const rows = await deps.db.select().from(supportedTokens).orderBy(asc(supportedTokens.symbol))
    const onChain = deps.chain?.contracts.tokens as Record<string, string> | undefined
    return rows.map((row) => ({
      name: row.name,
      symbol: row.symbol,
      tokenAddress: onChain?.[row.symbol] ?? row.tokenAddress,
      decimals: row.decimals,
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
  route('getMaxClaimableUsd', async ({ deps, c }) => {
    const account = await currentAccount(c, deps)
    if (!account) return { maxClaimableUsd: MAX_CLAIMABLE_USD }
    const [member] = await deps.db
      .select({ balance: members.coinBalance })
      .from(members)
      .where(eq(members.account, account))
      .limit(1)
    return { maxClaimableUsd: Math.max(0, Math.min(MAX_CLAIMABLE_USD, member?.balance ?? 0)) }
  }),
  route('getClaimSignature', async ({ query, account, deps }) => {
    const chain = needChain(deps.chain)
    if (query.amount <= 0) throw badRequest('query.amount: must be a positive number')
    if (query.amount > MAX_CLAIMABLE_USD) throw badRequest(`query.amount: at most ${MAX_CLAIMABLE_USD} USD per claim`)
    const token = getAddress(query.tokenAddress)
    const tokenId = rewardTokenIdOf(chain.contracts, token)
    if (tokenId === undefined) throw badRequest('query.tokenAddress: not a supported token')
    const [member] = await deps.db
      .select({ balance: members.coinBalance })
      .from(members)
      .where(eq(members.account, account))
      .limit(1)
    if ((member?.balance ?? 0) < query.amount) throw badRequest('query.amount: more than your GCoins balance')
    const symbol = Object.entries(chain.contracts.tokens).find(
      ([, address]) => address.toLowerCase() === token.toLowerCase(),
    )?.[0]
    const [priced] = symbol
      ? await deps.db.select().from(supportedTokens).where(eq(supportedTokens.symbol, symbol)).limit(1)
      : []
    const priceUsd = priced?.priceUsd ?? 1
    const amount = parseUnits((query.amount / priceUsd).toFixed(18), 18)
    const nonce = await chain.reader.nonceOf(account as Address)
    const deadline = BigInt(Math.floor(Date.now() / 1000) + SIGNATURE_LIFETIME_S)
    const signature = await chain.signer.sign({ account: account as Address, token, tokenId, amount, nonce, deadline })
    await deps.db.insert(swapClaims).values({
      account,
      tokenAddress: token,
      amount: amount.toString(),
      nonce: nonce.toString(),
      deadline: Number(deadline),
    })
    return {
      signature,
      tokenId: tokenId.toString(),
      amount: amount.toString(),
      deadline: Number(deadline),
      nonce: nonce.toString(),
    }
  }),
  route('verifyClaim', async ({ query, account, deps }) => {
    const chain = needChain(deps.chain)
    const check = await chain.reader.verifyClaim(
      account as Address,
      query.txHash ? { txHash: query.txHash as Hash } : {},
    )
    if (!check.verified) throw conflict(check.reason)
    const { claim } = check
    // recorded once: only the first verification of this (account, nonce) moves the balance
    const recorded = await deps.db
      .update(swapClaims)
      .set({ verifiedAt: new Date(), txHash: claim.txHash })
      .where(
        and(
          eq(swapClaims.account, account),
          eq(swapClaims.nonce, claim.nonce.toString()),
          isNull(swapClaims.verifiedAt),
        ),
      )
      .returning({ amount: swapClaims.amount })
    if (recorded.length > 0) {
      const [signed] = await deps.db
        .select({ nonce: swapClaims.nonce })
        .from(swapClaims)
        .where(and(eq(swapClaims.account, account), eq(swapClaims.nonce, claim.nonce.toString())))
        .limit(1)
      const usd = signed ? Number(claim.amount) / 1e18 : 0
      await deps.db
        .update(members)
        .set({ coinBalance: sql`greatest(${members.coinBalance} - ${usd}, 0)` })
        .where(eq(members.account, account))
      await deps.db
        .insert(swapLeaderboard)
        .values({ account, username: null, totalClaimedUsd: usd, claimsCount: 1 })
        .onConflictDoUpdate({
          target: swapLeaderboard.account,
          set: {
            totalClaimedUsd: sql`${swapLeaderboard.totalClaimedUsd} + ${usd}`,
            claimsCount: sql`${swapLeaderboard.claimsCount} + 1`,
          },
        })
    }
    return { verified: true, amount: claim.amount.toString() }
  }),
]
