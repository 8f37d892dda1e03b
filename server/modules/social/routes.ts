import { and, eq, gt, sql } from 'drizzle-orm'
import { sessionKey } from '../../auth/session'
import { socialAccounts, socialPendingLinks } from '../../db/schema'
import { conflict, forbidden, isUniqueViolation } from '../../http/errors'
import { route } from '../../http/route'
import { signInRoutes } from './signIn'

const providerName = (provider: string) => (provider === 'twitter' ? 'X' : 'Discord')

const linkOf = (row: typeof socialAccounts.$inferSelect) => ({
  provider: row.provider as 'twitter' | 'discord',
  providerAccountId: row.providerAccountId,
  username: row.username,
  metadata: { account: row.account, username: row.username },
})

export const socialRoutes = [
  ...signInRoutes,
  route('updateUserSocial', async ({ body, account, deps, c }) => {
    const session = sessionKey(c)
    const [verified] = session
      ? await deps.db
          .select()
          .from(socialPendingLinks)
          .where(
            and(
              eq(socialPendingLinks.sessionHash, session),
              eq(socialPendingLinks.provider, body.provider),
              eq(socialPendingLinks.providerAccountId, body.providerAccountId),
              gt(socialPendingLinks.expiresAt, new Date()),
            ),
          )
          .limit(1)
      : []
    if (!verified)
      throw forbidden(
        `no ${providerName(body.provider)} sign-in to link: sign in with ${providerName(body.provider)} first`,
      )
    const [holder] = await deps.db
      .select()
      .from(socialAccounts)
      .where(
        and(eq(socialAccounts.provider, body.provider), eq(socialAccounts.providerAccountId, body.providerAccountId)),
      )
      .limit(1)
    if (holder && holder.account !== account) throw conflict(`${providerName(body.provider)} account is already linked`)
    const values = {
      account,
      provider: body.provider,
      providerAccountId: verified.providerAccountId,
      email: verified.email,
      username: verified.username,
      credentials: verified.credentials,
    }
    try {
      const [row] = await deps.db
        .insert(socialAccounts)
        .values(values)
        .onConflictDoUpdate({ target: [socialAccounts.account, socialAccounts.provider], set: values })
        .returning()
      await deps.db
        .delete(socialPendingLinks)
        .where(
          and(eq(socialPendingLinks.sessionHash, verified.sessionHash), eq(socialPendingLinks.provider, body.provider)),
        )
      return linkOf(row ?? { ...values })
    } catch (error) {
      // the unique constraint: another member linked this account at the same moment
      if (isUniqueViolation(error)) throw conflict(`${providerName(body.provider)} account is already linked`)
      throw error
    }
  }),
  route('getUserSocial', async ({ params, account, deps }) => {
    const [row] = await deps.db
      .select()
      .from(socialAccounts)
      .where(and(eq(socialAccounts.account, account), eq(socialAccounts.provider, params.provider)))
      .limit(1)
    return row ? linkOf(row) : null
  }),
  route('getExistingSocial', async ({ params, deps }) => {
    const [row] = await deps.db
      .select({ account: socialAccounts.account })
      .from(socialAccounts)
      .where(
        and(
          eq(socialAccounts.provider, params.provider),
          sql`lower(${socialAccounts.username}) = lower(${params.username})`,
        ),
      )
      .limit(1)
    return { exists: row !== undefined }
  }),
  route('deleteUserSocial', async ({ params, account, deps }) => {
    const deleted = await deps.db
      .delete(socialAccounts)
      .where(and(eq(socialAccounts.account, account), eq(socialAccounts.provider, params.provider)))
      .returning({ account: socialAccounts.account })
    return { deleted: deleted.length > 0 }
  }),
]
