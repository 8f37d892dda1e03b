import { VIDEO_BIT_RATES, assetPaths } from './asset-paths.ts'
import { SITE_SOCIALS } from './site-config.ts'
import { STORY_SECTIONS } from './story-text.ts'
import { daysBefore } from './time.ts'
import type { Media, OdysseyChallenge, OdysseyStory, StoryItem, StorySection } from './types.ts'

/** Story item ids, in section order; the assets app draws one picture per id. */
export const STORY_ITEM_IDS: readonly string[] = STORY_SECTIONS.flatMap((section) =>
  section.chapters.map((_, index) => `${section.id}-${index + 1}`),
)

export function generateStory(now: Date): { storySections: StorySection[]; storyItems: StoryItem[] } {
  const storySections: StorySection[] = STORY_SECTIONS.map((section, index) => ({
    id: section.id,
    title: section.title,
    subtitle: section.subtitle,
    tabField: index === 0 ? 'chapter' : null,
    order: index + 1,
  }))
  const storyItems: StoryItem[] = STORY_SECTIONS.flatMap((section, sectionIndex) =>
    section.chapters.map((chapter, index) => {
      const id = `${section.id}-${index + 1}`
      return {
        id,
        sectionId: section.id,
        order: index + 1,
        title: chapter.title,
        subText: chapter.subText,
        date: index === 0 ? daysBefore(now, 120 - sectionIndex * 10).toISOString() : null,
        text: [...chapter.paragraphs],
        thumbnail: assetPaths.storyThumbnail(id),
        image: assetPaths.storyImage(id),
        isOpened: !chapter.locked,
        multimedia: chapterMedia(sectionIndex, index),
        previews:
          index === 0
            ? section.chapters.map((_, other) => assetPaths.storyThumbnail(`${section.id}-${other + 1}`))
            : [],
      }
    }),
  )
  return { storySections, storyItems }
}

/** A few chapters open on a video or a model instead of a still image. */
function chapterMedia(sectionIndex: number, chapterIndex: number): Media | null {
  if (chapterIndex !== 1) return null
  if (sectionIndex % 3 === 0) return { uri: assetPaths.video(VIDEO_BIT_RATES[1] ?? 256), mime: 'video/mp4' }
  if (sectionIndex % 3 === 1) return { uri: assetPaths.model, mime: 'model/gltf-binary' }
  return null
}

export const ODYSSEY_STORY: OdysseyStory = {
  title: 'Our story',
  subtitle: 'The legend of Koi',
  audio: { uri: assetPaths.audio, mime: 'audio/mpeg' },
  poster: assetPaths.audioPoster,
}

const CHALLENGE_SOCIALS = [SITE_SOCIALS.x, SITE_SOCIALS.discord, SITE_SOCIALS.instagram]

export const ODYSSEY_CHALLENGE_IDS = ['golden-temple', 'mystic-forest', 'mystic-river', 'great-waterfall'] as const

export function generateOdysseyChallenges(): OdysseyChallenge[] {
  const base = { socials: CHALLENGE_SOCIALS, durationDays: 14 }
  return [
    {
      ...base,
      id: 'golden-temple',
      order: 1,
      title: 'Golden Temple',
      image: assetPaths.odyssey('golden-temple'),
      description:
        'The first challenge of the Odyssey is open. Fight your way up the temple steps in two weeks of duels.',
      text: [
        'The Golden Temple challenge runs for two weeks. Every duel won in the temple arena counts, and the Travellers with the most wins at the end share a cash prize of 3,000 dollars.',
        'Post your best duel on X with the challenge hashtag for bonus GCoins. The Guardians will pick a favourite every evening in the Discord.',
      ],
      isOpened: true,
      prizeUsd: 3_000,
    },
    {
      ...base,
      id: 'mystic-forest',
      order: 2,
      title: 'Mystic Forest',
      image: assetPaths.odyssey('mystic-forest'),
      description: 'Bluff, hide and strike under the canopy. Opens when the temple challenge closes.',
      text: [
        'The Mystic Forest challenge is a two-week season of hidden duels, where no card is revealed until both players have committed twice. The top Travellers share a cash prize of 5,000 dollars.',
      ],
      isOpened: false,
      prizeUsd: 5_000,
    },
    {
      ...base,
      id: 'mystic-river',
      order: 3,
      title: 'Mystic River',
      image: assetPaths.odyssey('mystic-river'),
      description: 'The current turns every round. Only those who adapt will cross.',
      text: [
        'On the Mystic River the virtue circle runs backwards every other round. The challenge will open later in the season; its prize will be announced in the Discord.',
      ],
      isOpened: false,
      prizeUsd: null,
    },
    {
      ...base,
      id: 'great-waterfall',
      order: 4,
      title: 'Great Waterfall',
      image: assetPaths.odyssey('great-waterfall'),
      description: 'The last climb of the Odyssey: three duels in a row, no rest between them.',
      text: [
        'The Great Waterfall closes the Odyssey. Reach the top and your name is written into the legend of Koi, on the Codex and on chain.',
      ],
      isOpened: false,
      prizeUsd: null,
    },
  ]
}

/**
 * The date the story documents of the CDN count back from. A CDN file never changes under its URL
 * (a new assets version gives new URLs), so its chapter dates cannot follow the clock.
 */
export const STORY_DOCUMENTS_DATE = new Date(Date.UTC(2026, 0, 1))

export interface StoryDocuments {
  /** `story/sections.json`: the eight sections in order, each with its chapters in order. */
  sections: { sections: (StorySection & { items: StoryItem[] })[] }
  /** `story/odyssey.json`: the legend of Koi and the four challenges in order. */
  odyssey: { story: OdysseyStory; challenges: OdysseyChallenge[] }
}

/** The story as the static JSON documents the local CDN serves, from the same generators as the demo data. */
export function generateStoryDocuments(now: Date = STORY_DOCUMENTS_DATE): StoryDocuments {
  const { storySections, storyItems } = generateStory(now)
  return {
    sections: {
      sections: storySections.map((section) => ({
        ...section,
        // a locked chapter's words stay off the CDN until it opens: the page shows only its title
        items: storyItems.filter((item) => item.sectionId === section.id).map(withoutLockedText),
      })),
    },
    odyssey: { story: ODYSSEY_STORY, challenges: generateOdysseyChallenges() },
  }
}

function withoutLockedText(item: StoryItem): StoryItem {
  return item.isOpened ? item : { ...item, text: [], multimedia: null, previews: [] }
}
