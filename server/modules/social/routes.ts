import { and, eq, sql } from 'drizzle-orm'
import { socialAccounts } from '../../db/schema'
import { conflict, isUniqueViolation } from '../../http/errors'
import { route } from '../../http/route'

const providerName = (provider: string) => (provider === 'twitter' ? 'X' : 'Discord')

const linkOf = (row: typeof socialAccounts.$inferSelect) => ({
  provider: row.provider as 'twitter' | 'discord',
  providerAccountId: row.providerAccountId,
  username: row.username,
  metadata: { account: row.account, username: row.username },
})

export const socialRoutes = [
  route('updateUserSocial', async ({ body, account, deps }) => {
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
      providerAccountId: body.providerAccountId,
      email: body.email ?? null,
      username: body.username,
      credentials: body.credentials ?? null,
    }
    try {
      const [row] = await deps.db
        .insert(socialAccounts)
        .values(values)
        .onConflictDoUpdate({ target: [socialAccounts.account, socialAccounts.provider], set: values })
        .returning()
      return linkOf(row ?? { ...values })
    } catch (error) {
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
