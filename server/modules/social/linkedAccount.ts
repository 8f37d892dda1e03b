import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/connect'
import { socialAccounts } from '../../db/schema'

export type LinkProvider = 'twitter' | 'discord'

/**
 * The provider's own id of the account a member has linked (what a completed OAuth sign-in
 * verified), or null when the member has none linked. Rules that give value to people rather than
 * wallets key on this id.
 */
export async function linkedAccountId(db: Db, account: string, provider: LinkProvider): Promise<string | null> {
  const [row] = await db
    .select({ id: socialAccounts.providerAccountId })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.account, account), eq(socialAccounts.provider, provider)))
    .limit(1)
  return row?.id ?? null
}
