import { Link } from '@tanstack/react-router'
import { useAssetUrl } from '../../services/config/EnvProvider'
import { ImageWithFallback } from '../../ui/image/ImageWithFallback'
import type { StoryItem } from '../../services/story'
import { LockIcon } from './LockIcon'

export interface StoryCardProps {
  item: StoryItem
  /** The page the card sits on; an open card leads to `{currentPath}/{id}`. */
  currentPath: string
  /** Its picture is the page's largest on a first screen: asked for at once, first. */
  lead?: boolean
}

/** An open chapter is a link in full colour; a locked one is greyed, shows a lock and leads nowhere. */
export function StoryCard({ item, currentPath, lead = false }: StoryCardProps) {
  const assetUrl = useAssetUrl()
  const body = (
    <>
      <ImageWithFallback
        className="koi-story-card__image"
        src={assetUrl(item.thumbnail)}
        alt=""
        width={240}
        height={160}
        loading={lead ? 'eager' : 'lazy'}
        fetchPriority={lead ? 'high' : undefined}
      />
      <span className="koi-story-card__text">
        <span className="koi-story-card__title">{item.title}</span>
        <span className="koi-story-card__sub">{item.subText}</span>
      </span>
    </>
  )
  const chapterPath: string = `${currentPath}/${item.id}`
  if (!item.isOpened) {
    return (
      <div className="koi-story-card koi-story-card--locked" aria-disabled="true" data-locked="true">
        {body}
        <span className="koi-story-card__lock">
          <LockIcon label={`${item.title} is locked`} />
        </span>
      </div>
    )
  }
  return (
    <Link className="koi-story-card" to={chapterPath}>
      {body}
    </Link>
  )
}
