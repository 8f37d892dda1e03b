import { COLLECTOR_ACCOUNT_INDEX } from './market.ts'
import type { Random } from './random.ts'
import { daysBefore } from './time.ts'
import type {
  Address,
  FanArtSubmission,
  GameGalleryItem,
  ArtistSubmission,
  Item,
  Reaction,
  ReactionTarget,
} from './types.ts'

/** How many Battlecards the collector (see market.ts) likes. */
export const COLLECTOR_LIKES = 120

/** Likes on items and loves on submissions; one reaction per member, target and type. */
export function generateReactions(input: {
  random: Random
  now: Date
  accounts: readonly Address[]
  /** Members with an X account linked: the only ones who may love a submission. */
  xLinked: ReadonlySet<Address>
  devAccounts: readonly Address[]
  items: readonly Item[]
  fanArt: readonly FanArtSubmission[]
  game: readonly GameGalleryItem[]
  entries: readonly ArtistSubmission[]
}): Reaction[] {
  const { random, now, accounts, devAccounts, items } = input
  const reactions: Reaction[] = []
  const at = () => daysBefore(now, random.float(0, 45)).toISOString()
  const react = (target: ReactionTarget, type: Reaction['type'], reactors: readonly Address[]) => {
    for (const account of reactors) reactions.push({ account, target, type, createdAt: at() })
  }

  // A tenth of the items are liked, a handful of them by many members.
  for (const item of random.sample(items, Math.floor(items.length / 10))) {
    const count = random.chance(0.05) ? random.int(8, 40) : random.int(1, 3)
    react(
      { kind: 'nft', tokenAddress: item.tokenAddress, tokenId: item.tokenId },
      'like',
      random.sample(accounts, count),
    )
  }
  // The first development account likes a few cards it does not own; the third likes none.
  const first = devAccounts[0]
  if (first) {
    const alreadyLiked = new Set(
      reactions.filter((reaction) => reaction.account === first && reaction.target.kind === 'nft').map(targetKey),
    )
    for (const item of random.sample(items.slice(0, 2000), 12)) {
      const target: ReactionTarget = { kind: 'nft', tokenAddress: item.tokenAddress, tokenId: item.tokenId }
      if (item.owner !== first && !alreadyLiked.has(targetKey({ target }))) react(target, 'like', [first])
    }
  }

  // a love on a submission needs a linked X account: the members drawn without one give none (drawn
  // from all members all the same, so the draws after these stay what they were)
  const withX = (drawn: Address[]) => drawn.filter((account) => input.xLinked.has(account))
  for (const submission of input.fanArt)
    react({ kind: 'fan_art', id: submission._id }, 'love', withX(lovers(random, accounts, 40)))
  for (const item of input.game) react({ kind: 'game', id: item._id }, 'love', withX(lovers(random, accounts, 25)))
  for (const entry of input.entries)
    react({ kind: 'artist_submission', id: entry._id }, 'love', withX(lovers(random, accounts, 30)))
  if (first && input.xLinked.has(first)) {
    const loved = input.fanArt.slice(0, 3).map((submission) => submission._id)
    for (const id of loved) {
      if (!reactions.some((r) => r.account === first && r.target.kind === 'fan_art' && r.target.id === id)) {
        react({ kind: 'fan_art', id }, 'love', [first])
      }
    }
  }
  // The collector likes more cards than one page of its liked tab shows; drawn last, so the draws
  // above are the same with or without it.
  const collector = devAccounts[COLLECTOR_ACCOUNT_INDEX]
  if (collector) {
    const liked = new Set(reactions.filter((reaction) => reaction.account === collector).map(targetKey))
    const cards = items.filter((item) => item.tokenAddress === items[0]?.tokenAddress)
    const targets = random
      .sample(cards, COLLECTOR_LIKES * 2)
      .map((item): ReactionTarget => ({ kind: 'nft', tokenAddress: item.tokenAddress, tokenId: item.tokenId }))
      .filter((target) => !liked.has(targetKey({ target })))
    for (const target of targets.slice(0, COLLECTOR_LIKES)) react(target, 'like', [collector])
  }
  return reactions
}

function lovers(random: Random, accounts: readonly Address[], max: number): Address[] {
  return random.sample(accounts, Math.floor(max * random.next() ** 2))
}

export function targetKey(reaction: { target: ReactionTarget }): string {
  const { target } = reaction
  return target.kind === 'nft' ? `nft:${target.tokenAddress}:${target.tokenId}` : `${target.kind}:${target.id}`
}
