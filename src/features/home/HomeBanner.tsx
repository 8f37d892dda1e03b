import { useQuery } from '@tanstack/react-query'
import type { ApiClient } from '../../services/api'
import { useAssetUrl, useEnv } from '../../services/config/EnvProvider'
import { odysseyQuery } from '../../services/story'
import { BannerCarousel, type BannerSlide } from './BannerCarousel'
import { defaultCollectionQuery } from './homeQueries'
import { usDollars } from '../../ui/format/decimal'

const firstSentence = (text: string) => /^.*?[.!?](\s|$)/.exec(text)?.[0].trim() ?? text

/** The banner of the default collection and the highlights of the Odyssey. */
export function HomeBanner({ api }: { api: ApiClient }) {
  const env = useEnv()
  const assetUrl = useAssetUrl()
  const collection = useQuery(defaultCollectionQuery(api, env.chainId)).data
  const odyssey = useQuery(odysseyQuery(env)).data
  const slides: BannerSlide[] = []
  if (collection) {
    slides.push({
      id: 'collection',
      eyebrow: 'The collection',
      title: collection.name,
      text: firstSentence(collection.description ?? ''),
      image: collection.bannerImage ? assetUrl(collection.bannerImage) : '',
      width: 960,
      height: 240,
      to: '/explore',
      cta: 'Explore',
    })
  }
  const challenge = odyssey?.challenges.find((candidate) => candidate.isOpened)
  if (challenge) {
    slides.push({
      id: `challenge-${challenge.id}`,
      eyebrow: challenge.prizeUsd
        ? `Odyssey challenge · ${usDollars(challenge.prizeUsd, { cents: false })}`
        : 'Odyssey challenge',
      title: challenge.title,
      text: challenge.description,
      image: assetUrl(challenge.image),
      width: 640,
      height: 360,
      to: `/odyssey/${challenge.id}`,
      cta: 'Join the challenge',
    })
  }
  if (odyssey) {
    slides.push({
      id: 'our-story',
      eyebrow: odyssey.story.title,
      title: odyssey.story.subtitle,
      text: 'Hear how the river remembers, and why the golden koi climbs.',
      image: assetUrl(odyssey.story.poster),
      width: 480,
      height: 480,
      to: '/odyssey',
      cta: 'Listen',
    })
  }
  return <BannerCarousel slides={slides} />
}
