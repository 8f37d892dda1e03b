/**
 * Plain records of the demo data, one type per entity of the spec (section 3 of both documents).
 * Field names follow the spec exactly; what the spec leaves open is named in the product's words.
 *
 * Every image, model, video, audio or document field holds a path relative to the CDN, such as
 * `images/battlecards/123.png`. Clients build the address as `{cdnBase}/assets/{version}/{path}`;
 * the server's assets app answers those paths.
 *
 * Derived values are not stored: reaction counts come from `reactions`, ranks from leaderboard
 * order, category counts from the posts, owners of an item from `items[].owner`.
 */

export type Address = `0x${string}`
export type Hash = `0x${string}`
/** A path under `{cdnBase}/assets/{version}/`. */
export type AssetPath = string
/** An ISO 8601 timestamp in UTC. */
export type IsoDate = string

export type SiteMode = 'single' | 'multi'
export type LaunchStage = 'pre' | 'post'
export type ReactionType = 'like' | 'love'
export type SortValue = 'latest' | 'oldest' | 'most_reactions' | 'least_reactions' | 'random'
export type SubmissionKind = 'fan_art' | 'game'
export type TimeWindow = 'one_day' | 'seven_day' | 'thirty_day'
export type ConnectionKind = 'discord' | 'twitter'
export type MimeType =
  | 'video/mp4'
  | 'video/quicktime'
  | 'video/x-quicktime'
  | 'application/octet-stream'
  | 'model/gltf-binary'
  | 'application/fbx'
  | 'image/png'
  | 'image/jpeg'
  | 'image/jpg'
  | 'image/svg+xml'
  | 'image/webp'
  | 'text/plain'
  | 'application/pdf'
  | 'text/csv'
  | 'audio/mpeg'

export interface Media {
  uri: AssetPath
  mime: MimeType
}

// ---------------------------------------------------------------- site configuration

export interface SocialLink {
  name: string
  link: string
  icon: AssetPath
}

export interface SiteSocials {
  instagram: SocialLink
  x: SocialLink
  youTube: SocialLink
  discord: SocialLink
  telegram: SocialLink
  tiktok: SocialLink
}

export interface SiteStyles {
  background: string
  color: string
  cardBackground: string
  cardBorder: string
  cardColor: string
}

export interface SiteConfig {
  mode: SiteMode
  launchStage: LaunchStage
  name: 'Koi'
  logo: AssetPath
  styles: SiteStyles
  enableCodex: boolean
  enableHighlights: boolean
  enableExplore: boolean
  enableOdyssey: boolean
  enableChallenges: boolean
  enableArena: boolean
  enableQuests: boolean
  enableForge: boolean
  enableBlog: boolean
  enableAbout: boolean
  enablePortal: boolean
  enableFanArtGallery: boolean
  enableGameGallery: boolean
  enableSubmissionsGallery: boolean
  enableArtContest: boolean
  enableDiscordStep: boolean
  /** The spec's `{product}SwapAddress`. The zero address until the server deploys the swap contract at start. */
  koiSwapAddress: Address
  socials: SiteSocials
}

// ---------------------------------------------------------------- collections and items

export interface CollectionStatsTotal {
  floor_price: number
  floor_price_symbol: string
  average_price: number
  market_cap: number
  volume: number
  num_owners: number
}

export interface CollectionStatsInterval {
  interval: TimeWindow
  /** Percentage change of the window's volume against the window before it, 2 decimals. */
  volume_change: number
}

export interface CollectionStats {
  total: CollectionStatsTotal
  intervals: CollectionStatsInterval[]
}

export interface Collection {
  name: string
  description: string
  image: AssetPath
  bannerImage: AssetPath
  slug: string
  /** Placeholder contract address, deterministic per slug; the chain has no code there. */
  tokenAddress: Address
  contractDeployer: Address
  chainId: number
  symbol: string
  totalSupply: number
  /** The default collection of single-collection mode (Battlecards). */
  isDefault: boolean
  presale: { presaleURL: string }
  /**
   * A snapshot computed from this collection's sales, listings and owners at generation time
   * (`computeCollectionStats` recomputes it for any instant).
   */
  stats: CollectionStats
}

export interface Trait {
  trait_type: string
  value: string
}

export interface Item {
  tokenAddress: Address
  tokenId: string
  name: string
  description: string
  image: AssetPath
  thumbnail: AssetPath
  media: Media
  traits: Trait[]
  owner: Address
  /** Rank by trait rarity within its collection, 1 is rarest. */
  rarityRank: number
}

export interface Sale {
  tokenAddress: Address
  tokenId: string
  /** In units of `symbol`. */
  price: number
  symbol: string
  seller: Address
  buyer: Address
  txHash: Hash
  soldAt: IsoDate
}

export interface Transfer {
  tokenAddress: Address
  tokenId: string
  from: Address
  to: Address
  txHash: Hash
  blockNumber: number
  transferredAt: IsoDate
}

/** The spec's price entry: an item currently listed for sale. */
export interface Listing {
  tokenAddress: Address
  tokenId: string
  price: number
  symbol: string
  seller: Address
  listedAt: IsoDate
}

// ---------------------------------------------------------------- members

export interface Member {
  account: Address
  username: string | null
  biography: string
  image: AssetPath | null
  bannerImage: AssetPath | null
  url: string
  location: string
  guardianId: string | null
  currentCoinBalance: number
  isAdmin: boolean
  /** Applied for beta access (PATCH /api/users/apply-beta-access). */
  isBetaTester: boolean
  joinedAt: IsoDate
}

/** A linked X (twitter) or Discord account: the spec's social link record without credentials. */
export interface SocialAccount {
  account: Address
  provider: ConnectionKind
  providerAccountId: string
  email: string
  username: string
}

export interface OwnedToken {
  account: Address
  tokenAddress: Address
  tokenId: string
  acquiredAt: IsoDate
}

export type ReactionTarget =
  | { kind: 'nft'; tokenAddress: Address; tokenId: string }
  | { kind: 'fan_art'; id: string }
  | { kind: 'game'; id: string }
  | { kind: 'artist_submission'; id: string }

export interface Reaction {
  account: Address
  target: ReactionTarget
  /** Submissions use 'love', items use 'like'. */
  type: ReactionType
  createdAt: IsoDate
}

export interface Guardian {
  _id: string
  name: string
  description: string
  image: AssetPath
  bannerImage: AssetPath
}

// ---------------------------------------------------------------- galleries

export interface TweetUser {
  id: string
  username: string
  name: string
  profile_image_url: AssetPath
}

export interface TweetVideoVariant {
  content_type: 'video/mp4'
  url: AssetPath
  /** Bits per second. */
  bit_rate: number
}

export interface TweetMedia {
  type: 'photo' | 'video'
  url: AssetPath
  preview_image_url: AssetPath
  variants: TweetVideoVariant[]
}

export interface TweetPost {
  tweetId: string
  text: string
  author_id: string
  tweetCreatedDate: IsoDate
  media: TweetMedia[]
  users: TweetUser[]
}

export interface FanArtSubmission {
  _id: string
  tweetId: string
  author_id: string
  /** The member who posted it, when the X account is linked to one. */
  account: Address | null
  media: { url: AssetPath; preview_image_url: AssetPath }[]
  users: { id: string; username: string; profile_image_url: AssetPath }[]
  /** The tile picture's size in pixels (see `assetSizes`). */
  width: number
  height: number
  submissionProcessId: string
  disabled: boolean
  createdAt: IsoDate
}

export interface GameGalleryItem {
  _id: string
  thumbnail: AssetPath
  /** The tile picture's size in pixels (see `assetSizes`). */
  width: number
  height: number
  url: AssetPath
  mime: MimeType
  title: string
  description: string
  createdAt: IsoDate
  submissionProcessId: string
  disabled: boolean
}

export interface ArtistSubmission {
  _id: string
  imageUrl: AssetPath
  /** The tile picture's size in pixels (see `assetSizes`). */
  width: number
  height: number
  /** The X post the entry was made with (tweet viewer). */
  tweetId: string
  account: Address
  /** The claimed art-contest piece this entry draws. */
  artContestPieceId: string
  category: string
  submissionProcessId: string
  disabled: boolean
  createdAt: IsoDate
}

export interface ArtistJudge {
  account: Address
  name: string
}

// ---------------------------------------------------------------- quests and leaderboards

export interface Quest {
  _id: string
  title: string
  description: string
  /** GCoins earned when done. */
  points: number
  kind: 'connect_wallet' | 'sign' | 'link_x' | 'link_discord' | 'follow' | 'repost' | 'join' | 'invite' | 'create'
  actionLabel: string
  actionUrl: string | null
  order: number
  disabled: boolean
  startsAt: IsoDate
  endsAt: IsoDate | null
}

export interface QuestProgress {
  account: Address
  questId: string
  status: 'started' | 'completed'
  pointsEarned: number
  updatedAt: IsoDate
}

export interface QuestInvitation {
  account: Address
  code: string
  invitedBy: Address | null
  invitedCount: number
}

export interface LeaderboardEntry {
  account: Address
  /** The spec's `_id`: the member's username, or the account when there is none. */
  _id: string
  /** May be negative (penalties); the server hides those entries. */
  totalPoints: number
  totalClaimsCount: number
}

export interface SwapLeaderboardEntry {
  account: Address
  username: string | null
  totalClaimedUsd: number
  claimsCount: number
}

export interface SupportedToken {
  name: string
  symbol: 'APE' | 'ANIME' | 'AVAX' | 'ARB' | 'USDC'
  /** Placeholder address until the server deploys the token contracts at start. */
  tokenAddress: Address
  decimals: number
  image: AssetPath
  priceUsd: number
}

// ---------------------------------------------------------------- shields and prizes

export interface Shield {
  _id: string
  chainId: number
  name: string
  description: string
  image: AssetPath
}

export interface MemberShield {
  account: Address
  shieldId: string
  earnedAt: IsoDate
}

export interface CertifiedNft {
  _id: string
  name: string
  image: AssetPath
  tokenAddress: Address
  tokenId: string
}

// ---------------------------------------------------------------- story and odyssey

export interface StorySection {
  id: string
  title: string
  subtitle: string
  /** Shown as the 'Start' button linking to `?{tabField}=all` when set. */
  tabField: string | null
  order: number
}

export interface StoryItem {
  id: string
  sectionId: string
  order: number
  title: string
  subText: string
  date: IsoDate | null
  text: string[]
  thumbnail: AssetPath
  image: AssetPath
  isOpened: boolean
  multimedia: Media | null
  /** Optional preview strip on the detail page. */
  previews: AssetPath[]
}

export interface OdysseyStory {
  title: 'Our story'
  subtitle: 'The legend of Koi'
  audio: Media
  poster: AssetPath
}

export interface OdysseyChallenge {
  id: string
  title: string
  image: AssetPath
  description: string
  text: string[]
  isOpened: boolean
  prizeUsd: number | null
  durationDays: number
  socials: SocialLink[]
  order: number
}

// ---------------------------------------------------------------- art contest, vault

export interface ArtContestPiece {
  _id: string
  name: string
  image: AssetPath
  /** The picture's size in pixels (see `assetSizes`). */
  width: number
  height: number
  tokenAddress: Address
  tokenId: string
  claimedBy: Address | null
  claimedAt: IsoDate | null
}

export interface ArtContest {
  year: number
  hashtag: string
  contestAccount: string
  /** How many claimed pieces are needed to enter. */
  claimThreshold: number
  categories: string[]
}

export interface VaultAsset {
  _id: string
  name: string
  description: string
  thumbnail: AssetPath
  file: Media
  order: number
}

// ---------------------------------------------------------------- blog and about

export interface BlogCategory {
  _id: string
  category: string
}

export interface BlogPost {
  _id: string
  slug: string
  title: string
  category: string
  excerpt: string
  paragraphs: string[]
  image: AssetPath
  author: string
  publishedAt: IsoDate
}

export interface About {
  _id: string
  slug: string
  title: string
  category: string
  paragraphs: string[]
  image: AssetPath
  order: number
}

// ---------------------------------------------------------------- everything

export interface DemoData {
  /** The instant the data was generated against; every date is at or before it. */
  generatedAt: IsoDate
  siteConfig: SiteConfig
  collections: Collection[]
  items: Item[]
  sales: Sale[]
  transfers: Transfer[]
  listings: Listing[]
  members: Member[]
  socialAccounts: SocialAccount[]
  ownedTokens: OwnedToken[]
  reactions: Reaction[]
  guardians: Guardian[]
  tweets: TweetPost[]
  fanArtSubmissions: FanArtSubmission[]
  gameGalleryItems: GameGalleryItem[]
  artistSubmissions: ArtistSubmission[]
  artistJudges: ArtistJudge[]
  quests: Quest[]
  questProgress: QuestProgress[]
  questInvitations: QuestInvitation[]
  leaderboard: LeaderboardEntry[]
  swapLeaderboard: SwapLeaderboardEntry[]
  supportedTokens: SupportedToken[]
  /** The ether price in USD, as text (what `/api/utils/ether-price` answers until an operator changes it). */
  etherPriceUsd: string
  shields: Shield[]
  memberShields: MemberShield[]
  certifiedNfts: CertifiedNft[]
  storySections: StorySection[]
  storyItems: StoryItem[]
  odysseyStory: OdysseyStory
  odysseyChallenges: OdysseyChallenge[]
  artContest: ArtContest
  artContestPieces: ArtContestPiece[]
  vaultAssets: VaultAsset[]
  blogCategories: BlogCategory[]
  blogPosts: BlogPost[]
  abouts: About[]
}

export interface DemoDataOptions {
  /** Members on the leaderboard (and in the member table); at least 10,000 by default. */
  members?: number
  /** The instant sales and dates count back from; defaults to the instant of seeding. */
  now?: Date
}
