import { eq, sql } from 'drizzle-orm'
import { getAddress } from 'viem'
import type { Db } from '../../db/connect'
import { members, socialAccounts } from '../../db/schema'
import type { UserProfile } from '../../../src/services/api'

export async function profileOf(db: Db, rawAccount: string): Promise<UserProfile> {
  const account = getAddress(rawAccount)
  const [member] = await db.select().from(members).where(eq(members.account, account)).limit(1)
  const links = await db
    .select({ provider: socialAccounts.provider, username: socialAccounts.username })
    .from(socialAccounts)
    .where(eq(socialAccounts.account, account))
  const linked = (provider: string) => links.find((link) => link.provider === provider)?.username ?? null
  return {
    account,
    username: member?.username ?? null,
    biography: member?.biography ?? null,
    image: member?.image ?? null,
    bannerImage: member?.bannerImage ?? null,
    // a link saved before URLs were checked is shown only when it is http(s)
    url: member?.url && /^https?:\/\//i.test(member.url) ? member.url : null,
    location: member?.location ?? null,
    guardianId: member?.guardianId ?? null,
    metadata: { currentCoinBalance: member?.coinBalance ?? 0 },
    social: { twitter: linked('twitter'), discord: linked('discord') },
    betaAccess: member?.betaAccess ?? false,
    isAdmin: member?.isAdmin ?? false,
  }
}

export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  const [row] = await db
    .select({ account: members.account })
    .from(members)
    .where(sql`lower(${members.username}) = lower(${username})`)
    .limit(1)
  return row !== undefined
}

export async function isAdmin(db: Db, account: string | null): Promise<boolean> {
  if (!account) return false
  const [row] = await db.select({ isAdmin: members.isAdmin }).from(members).where(eq(members.account, account)).limit(1)
  return row?.isAdmin ?? false
}
