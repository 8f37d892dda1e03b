import { assetPaths } from './asset-paths.ts'
import { daysBefore } from './time.ts'
import type { About, BlogCategory, BlogPost } from './types.ts'

export const BLOG_CATEGORIES = ['Announcements', 'Lore', 'Guides', 'Community', 'Development'] as const

interface PostText {
  slug: string
  title: string
  category: (typeof BLOG_CATEGORIES)[number]
  author: string
  daysAgo: number
  paragraphs: readonly string[]
}

const POSTS: readonly PostText[] = [
  {
    slug: 'battlecards-are-here',
    title: 'Battlecards are here',
    category: 'Announcements',
    author: 'The Koi team',
    daysAgo: 58,
    paragraphs: [
      'Ten thousand Battlecards are now in the hands of Travellers. Each card is a fighter bound to one of the five virtues, and every one of them can step into the Golden Temple arena today.',
      'We spent a long time on the editions. Original cards are the backbone of every deck; Kawarimono, Forged and Inked cards each bend one rule of the duel; Mythic and Gods cards are rare enough that meeting one is a story worth telling in the Discord.',
      'If you hold a card, sign in and open your Forge page: your cards are there, with their traits, their rarity rank and their history. If you do not hold one yet, the marketplace is open and the floor is friendlier than you might think.',
    ],
  },
  {
    slug: 'the-five-virtues',
    title: 'The five virtues, explained',
    category: 'Guides',
    author: 'Hoshi',
    daysAgo: 50,
    paragraphs: [
      'Strength, Wisdom, Resilience, Hope and Destiny form a circle. Each virtue beats two others and loses to the remaining two, so no single virtue rules the Arena.',
      'New players tend to build around Strength because the numbers look big. Experienced players build around the virtue their arena favours and keep one card of each other virtue as an answer.',
      'A good first deck is two cards of your main virtue and one card each of the two virtues that beat its counters. It is not fancy, but it wins more than it loses in the Golden Temple.',
    ],
  },
  {
    slug: 'gcoins-and-the-quests',
    title: 'GCoins and the social quests',
    category: 'Guides',
    author: 'The Koi team',
    daysAgo: 41,
    paragraphs: [
      'Quests are small tasks that help Koi grow: link your X account, join the Discord, share the Odyssey, draw a card. Each quest pays GCoins the moment it is verified.',
      'Your GCoins show in the top bar once you sign in, and your total decides your place on the leaderboard. The top of the leaderboard is refreshed every few minutes; the stars beside a name show how many times that Traveller has claimed.',
      'When you want something more solid than points, open the swap area and redeem GCoins for crypto sent straight to your wallet. Limits per claim period are set on chain and shown before you sign.',
    ],
  },
  {
    slug: 'the-legend-of-koi',
    title: 'The legend of Koi',
    category: 'Lore',
    author: 'Mizuki',
    daysAgo: 33,
    paragraphs: [
      'Every Traveller hears the legend sooner or later: a golden koi that tries to climb the Great Waterfall once every hundred years, and a river that changes course if it succeeds.',
      'The Guardians have watched the climb many times and seen the koi fall every time. They do not talk about what they saw at the top of the last attempt, and we will not spoil it here.',
      'What we can say is that the Odyssey follows the same path as the koi: the Golden Temple first, then the Mystic Forest and the Mystic River, and at the end the Great Waterfall itself.',
    ],
  },
  {
    slug: 'golden-temple-challenge',
    title: 'The Golden Temple challenge is open',
    category: 'Announcements',
    author: 'The Koi team',
    daysAgo: 20,
    paragraphs: [
      'The first Odyssey challenge starts today and runs for two weeks. Every duel won in the Golden Temple counts toward a cash prize of 3,000 dollars for the top Travellers.',
      'The Mystic Forest follows with a prize of 5,000 dollars. The Mystic River and the Great Waterfall will open later in the season.',
      'Holders of a Golden Temple Odyssey Pass earn a Golden Temple Pathfinder shield for taking part, win or lose.',
    ],
  },
  {
    slug: 'shields-you-can-wear',
    title: 'Shields you can wear',
    category: 'Community',
    author: 'Sakura',
    daysAgo: 14,
    paragraphs: [
      'Shields are the badges of Koi. They appear on your Forge page under your name, in a strip that opens into the full collection with one click.',
      'Owned shields can be downloaded as images. Use them as avatars, stickers, stream overlays; they are yours. Shields you have not earned yet are shown greyed, with a hint of how to unlock them.',
    ],
  },
  {
    slug: 'art-contest-rules',
    title: 'Art contest: claim, draw, post',
    category: 'Community',
    author: 'Yume',
    daysAgo: 9,
    paragraphs: [
      'This year the art contest works in three steps. First claim one Battlecard from the contest gallery; only one claim per Traveller, and you may release it and pick another while it is free.',
      'Then draw it, either as a full character with background or as a face-off between your card and another. Any medium is welcome, as long as the hand that drew it is yours. No AI art.',
      'Finally post the piece on X, tag the owner of the card and @koi_arena, and add #KoiArtContest2026. Your entry appears in the gallery once we pick up the post.',
    ],
  },
  {
    slug: 'building-the-forge',
    title: 'Building the Forge page',
    category: 'Development',
    author: 'Ryuga',
    daysAgo: 3,
    paragraphs: [
      'The Forge is your page in Koi: banner, picture, username, Guardian, shields and every card you hold or love. We rebuilt it this month so it loads in a fraction of the time.',
      'Every workflow on the page, from saving your profile to linking Discord, is now an explicit state machine. If something goes wrong you see exactly which step failed, and a retry picks up from there.',
    ],
  },
]

const ABOUTS: readonly { slug: string; title: string; category: string; paragraphs: readonly string[] }[] = [
  {
    slug: 'our-story',
    title: 'Our story',
    category: 'Koi',
    paragraphs: [
      'Koi started as a sketchbook of fighters painted in ink, passed around a small group of friends who loved fighting games and Japanese folklore in equal measure.',
      'The sketchbook became Battlecards, the friends became a team, and the people who followed the drawings from the start became the first Travellers.',
    ],
  },
  {
    slug: 'the-team',
    title: 'The team',
    category: 'Koi',
    paragraphs: [
      'We are artists, game designers and engineers spread over four time zones. In the Discord we play the Guardians, which is why the Guardians answer questions every evening.',
    ],
  },
  {
    slug: 'how-rewards-work',
    title: 'How rewards work',
    category: 'Rewards',
    paragraphs: [
      'GCoins are earned for quests, duels and contest entries and can be redeemed for Ape, Anime, AVAX, Arb or USDC in the swap area.',
      'Each claim is signed by the Koi server and checked by a contract on chain, which enforces the claim period and the maximum per claim for everyone alike.',
    ],
  },
  {
    slug: 'safety',
    title: 'Staying safe',
    category: 'Help',
    paragraphs: [
      'Koi never asks for your seed phrase and never asks you to send funds to sign in. Signing in is a free message signature; claims and purchases are the only transactions.',
      'If anyone in the Discord offers to help by direct message, report them to a Guardian. The team only helps in public channels.',
    ],
  },
]

export const BLOG_SLUGS: readonly string[] = POSTS.map((post) => post.slug)
export const ABOUT_SLUGS: readonly string[] = ABOUTS.map((about) => about.slug)

export function generateBlog(now: Date): { blogCategories: BlogCategory[]; blogPosts: BlogPost[]; abouts: About[] } {
  const blogCategories = BLOG_CATEGORIES.map((category) => ({ _id: category.toLowerCase(), category }))
  const blogPosts = POSTS.map((post, index) => ({
    _id: `blog-${index + 1}`,
    slug: post.slug,
    title: post.title,
    category: post.category,
    excerpt: post.paragraphs[0] ?? '',
    paragraphs: [...post.paragraphs],
    image: assetPaths.blog(post.slug),
    author: post.author,
    publishedAt: daysBefore(now, post.daysAgo).toISOString(),
  }))
  const abouts = ABOUTS.map((about, index) => ({
    _id: `about-${index + 1}`,
    slug: about.slug,
    title: about.title,
    category: about.category,
    paragraphs: [...about.paragraphs],
    image: assetPaths.about(about.slug),
    order: index + 1,
  }))
  return { blogCategories, blogPosts, abouts }
}
