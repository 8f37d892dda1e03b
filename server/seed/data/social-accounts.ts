import type { Random } from './random.ts'
import type { Member, SocialAccount } from './types.ts'

/** Which Hardhat accounts have X and Discord linked, by account index. */
const DEV_LINKS: readonly { twitter: boolean; discord: boolean }[] = [
  { twitter: true, discord: true },
  { twitter: true, discord: false },
  { twitter: false, discord: false },
  { twitter: false, discord: true },
  { twitter: false, discord: false },
  { twitter: true, discord: false },
  { twitter: false, discord: false },
  { twitter: false, discord: false },
  { twitter: true, discord: true },
  { twitter: false, discord: false },
]

/** Linked X and Discord accounts: only named members link, as linking needs a username. */
export function generateSocialAccounts(random: Random, members: readonly Member[], devCount: number): SocialAccount[] {
  const accounts: SocialAccount[] = []
  members.forEach((member, index) => {
    if (!member.username) return
    const dev = index < devCount ? DEV_LINKS[index] : undefined
    const twitter = dev ? dev.twitter : random.chance(0.4)
    const discord = dev ? dev.discord : random.chance(0.25)
    const handle = member.username.replace(/\./g, '_')
    if (twitter) {
      accounts.push({
        account: member.account,
        provider: 'twitter',
        providerAccountId: String(1_400_000_000_000_000_000n + BigInt(index) * 7_919n),
        email: `${handle}@x.koi.example`,
        username: handle,
      })
    }
    if (discord) {
      accounts.push({
        account: member.account,
        provider: 'discord',
        providerAccountId: String(900_000_000_000_000_000n + BigInt(index) * 104_729n),
        email: `${handle}@discord.koi.example`,
        username: `${handle}#${String(index % 10_000).padStart(4, '0')}`,
      })
    }
  })
  return accounts
}
