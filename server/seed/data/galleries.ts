import {
  ARTIST_ENTRY_COUNT,
  ART_PIECE_COUNT,
  AVATAR_COUNT,
  FAN_ART_COUNT,
  GAME_SHOT_COUNT,
  VIDEO_BIT_RATES,
  assetPaths,
} from './asset-paths.ts'
import { assetSizes } from './asset-sizes.ts'
import type { Random } from './random.ts'
import { daysBefore } from './time.ts'
import type {
  Address,
  ArtContest,
  ArtContestPiece,
  ArtistJudge,
  ArtistSubmission,
  FanArtSubmission,
  GameGalleryItem,
  Item,
  Member,
  SocialAccount,
  TweetMedia,
  TweetPost,
} from './types.ts'

export const ART_CONTEST: ArtContest = {
  year: 2026,
  hashtag: '#KoiArtContest2026',
  contestAccount: '@koi_arena',
  claimThreshold: 1,
  categories: ['Full character', 'Face-off'],
}

const FAN_ART_CAPTIONS = [
  'Finally finished my {card}! Two nights of ink and one spilled coffee.',
  'The Golden Temple at dusk, as I imagine it before the first duel.',
  'Sketch of a Kawarimono koi rider. Colours next week.',
  'My Guardian never looked this calm in the Arena.',
  'Painted the Great Waterfall climb in watercolour. The koi took forever.',
  'Fan art for the Odyssey: the Mystic Forest gate at night.',
  'A Forged edition blade, redrawn in my own style.',
  'Hope is the virtue that keeps the river moving. Here is my take.',
  'Tried a manga page of the first Traveller meeting Kaito.',
  'Short animation loop of a koi leaving the river.',
] as const

const GAME_TITLES = [
  ['Golden Temple courtyard', 'The first arena, where every Traveller fights their opening duel.'],
  ['Battlecard draw', 'Five cards in hand: one per virtue, if the river is kind.'],
  ['Mystic Forest ambush', 'Shinobi cards gain a turn of cover under the forest canopy.'],
  ['Guardian summon', 'Calling a Guardian spends Hope and turns a lost duel around.'],
  ['Forge upgrade', 'Two Original cards and a pinch of ink make one Forged card.'],
  ['Great Waterfall climb', 'The last arena. Only Resilience decks have reached the top so far.'],
] as const

export interface GalleriesData {
  tweets: TweetPost[]
  fanArtSubmissions: FanArtSubmission[]
  gameGalleryItems: GameGalleryItem[]
  artContestPieces: ArtContestPiece[]
  artistSubmissions: ArtistSubmission[]
  artistJudges: ArtistJudge[]
}

export function generateGalleries(input: {
  random: Random
  now: Date
  members: readonly Member[]
  socialAccounts: readonly SocialAccount[]
  battlecards: readonly Item[]
  devAccounts: readonly Address[]
}): GalleriesData {
  const { random, now, members, socialAccounts, battlecards, devAccounts } = input
  const xAccounts = socialAccounts.filter((social) => social.provider === 'twitter')
  const memberByAccount = new Map(members.map((member) => [member.account, member]))
  const tweets: TweetPost[] = []

  const tweetFor = (author: SocialAccount, text: string, media: TweetMedia, createdAt: Date): TweetPost => {
    const member = memberByAccount.get(author.account)
    const tweet: TweetPost = {
      tweetId: String(1_850_000_000_000_000_000n + BigInt(tweets.length) * 104_723n),
      text,
      author_id: author.providerAccountId,
      tweetCreatedDate: createdAt.toISOString(),
      media: [media],
      users: [
        {
          id: author.providerAccountId,
          username: author.username,
          name: member?.username ?? author.username,
          profile_image_url: member?.image ?? assetPaths.avatar(tweets.length % AVATAR_COUNT),
        },
      ],
    }
    tweets.push(tweet)
    return tweet
  }

  const fanArtSubmissions: FanArtSubmission[] = []
  for (let index = 0; index < FAN_ART_COUNT; index += 1) {
    const author = index < 2 ? xAccounts[index] : random.pick(xAccounts)
    if (!author) break
    const createdAt = daysBefore(now, random.float(0.2, 50))
    const video = index % 6 === 5
    const media = video ? videoMedia() : photoMedia(assetPaths.fanArt(index))
    const caption = random.pick(FAN_ART_CAPTIONS).replace('{card}', random.pick(battlecards).name)
    const tweet = tweetFor(author, `${caption} @koi_arena #KoiFanArt`, media, createdAt)
    fanArtSubmissions.push({
      _id: `fan-art-${index + 1}`,
      tweetId: tweet.tweetId,
      author_id: author.providerAccountId,
      account: author.account,
      media: [{ url: media.url, preview_image_url: media.preview_image_url }],
      users: tweet.users.map(({ id, username, profile_image_url }) => ({ id, username, profile_image_url })),
      // a video post's tile shows the video's poster
      ...(video ? assetSizes.videoPoster() : assetSizes.fanArt(index)),
      submissionProcessId: index < FAN_ART_COUNT / 2 ? 'fan-art-season-1' : 'fan-art-season-2',
      disabled: index % 17 === 16,
      createdAt: createdAt.toISOString(),
    })
  }

  const gameGalleryItems: GameGalleryItem[] = []
  for (let index = 0; index < GAME_SHOT_COUNT; index += 1) {
    const [title, description] = GAME_TITLES[index % GAME_TITLES.length] ?? GAME_TITLES[0]
    const kind = index % 8
    gameGalleryItems.push({
      _id: `game-${index + 1}`,
      thumbnail: assetPaths.gameShot(index),
      ...assetSizes.gameShot(),
      url: kind === 3 ? assetPaths.video(512) : kind === 6 ? assetPaths.model : assetPaths.gameShot(index),
      mime: kind === 3 ? 'video/mp4' : kind === 6 ? 'model/gltf-binary' : 'image/png',
      title: index < GAME_TITLES.length ? title : `${title}, take ${Math.floor(index / GAME_TITLES.length) + 1}`,
      description,
      createdAt: daysBefore(now, random.float(1, 90)).toISOString(),
      submissionProcessId: 'game-gallery-alpha',
      disabled: index === GAME_SHOT_COUNT - 1,
    })
  }

  // Art contest: the first development account has no claim (so it can claim), the second holds one.
  const pieceTokens = random.sample(battlecards, ART_PIECE_COUNT)
  const artists = random.sample(
    xAccounts.filter((social) => !devAccounts.includes(social.account)),
    ARTIST_ENTRY_COUNT,
  )
  const artContestPieces: ArtContestPiece[] = pieceTokens.map((card, index) => ({
    _id: `piece-${index + 1}`,
    name: card.name,
    image: assetPaths.artPiece(index),
    ...assetSizes.artPiece(),
    tokenAddress: card.tokenAddress,
    tokenId: card.tokenId,
    claimedBy: null,
    claimedAt: null,
  }))
  const artistSubmissions: ArtistSubmission[] = []
  artists.forEach((artist, index) => {
    const piece = artContestPieces[index]
    if (!piece) return
    const claimedAt = daysBefore(now, random.float(10, 40))
    piece.claimedBy = artist.account
    piece.claimedAt = claimedAt.toISOString()
    const createdAt = daysBefore(now, random.float(0.5, 9))
    const category = random.pick(ART_CONTEST.categories)
    const tweet = tweetFor(
      artist,
      `My entry for ${piece.name}: ${category.toLowerCase()}. ${ART_CONTEST.contestAccount} ${ART_CONTEST.hashtag}`,
      photoMedia(assetPaths.artistEntry(index)),
      createdAt,
    )
    artistSubmissions.push({
      _id: `entry-${index + 1}`,
      imageUrl: assetPaths.artistEntry(index),
      ...assetSizes.artistEntry(index),
      tweetId: tweet.tweetId,
      account: artist.account,
      artContestPieceId: piece._id,
      category,
      submissionProcessId: `art-contest-${ART_CONTEST.year}`,
      disabled: index === ARTIST_ENTRY_COUNT - 1,
      createdAt: createdAt.toISOString(),
    })
  })
  const secondDev = devAccounts[1]
  const devPiece = artContestPieces[ARTIST_ENTRY_COUNT]
  if (secondDev && devPiece) {
    devPiece.claimedBy = secondDev
    devPiece.claimedAt = daysBefore(now, 3).toISOString()
  }

  const judgeAccounts = [devAccounts[8], ...random.sample(members.slice(devAccounts.length), 2).map((m) => m.account)]
  const artistJudges: ArtistJudge[] = judgeAccounts.flatMap((account) => {
    const member = account ? memberByAccount.get(account) : undefined
    return member ? [{ account: member.account, name: member.username ?? 'Arena judge' }] : []
  })

  return { tweets, fanArtSubmissions, gameGalleryItems, artContestPieces, artistSubmissions, artistJudges }
}

function photoMedia(url: string): TweetMedia {
  return { type: 'photo', url, preview_image_url: url, variants: [] }
}

function videoMedia(): TweetMedia {
  return {
    type: 'video',
    url: assetPaths.videoPoster,
    preview_image_url: assetPaths.videoPoster,
    variants: VIDEO_BIT_RATES.map((kbps) => ({
      content_type: 'video/mp4' as const,
      url: assetPaths.video(kbps),
      bit_rate: kbps * 1000,
    })),
  }
}
