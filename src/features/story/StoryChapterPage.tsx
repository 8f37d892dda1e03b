import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useAssetUrl, useEnv } from '../../services/config/EnvProvider'
import { ImageWithFallback } from '../../ui/image/ImageWithFallback'
import { MediaPreview } from '../../ui/media/MediaPreview'
import { NotFound } from '../../ui/not-found/NotFound'
import { LockIcon } from './LockIcon'
import { storySectionsQuery, type StoryItem } from '../../services/story'
import { neighbours } from './storyRoutes'
import './story.css'
import { longDate } from '../../ui/format/calendarDate'

export interface StoryChapterPageProps {
  /** The story route the chapter is read under; Back and Previous/Next stay under it. */
  basePath: string
  id: string
  /** The site's Discord link, when it has one. */
  discordUrl?: string
}

/** One chapter: back, title, date, paragraphs, Previous/Next, Discord, main media and preview strip. */
export function StoryChapterPage({ basePath, id, discordUrl }: StoryChapterPageProps) {
  const env = useEnv()
  const { data: sections, isError, isPending } = useQuery(storySectionsQuery(env))
  const section = sections?.find((candidate) => candidate.items.some((item) => item.id === id))
  const chapter = section?.items.find((item) => item.id === id)
  return (
    <article className="koi-chapter">
      <Link className="koi-chapter__back" to={basePath}>
        ← Back
      </Link>
      {isPending ? <p>Loading the chapter…</p> : null}
      {isError ? <p role="alert">The story could not be loaded. Please try again later.</p> : null}
      {sections && !chapter ? <NotFound /> : null}
      {section && chapter ? (
        <ChapterBody chapter={chapter} items={section.items} basePath={basePath} discordUrl={discordUrl} />
      ) : null}
    </article>
  )
}

function ChapterBody({
  chapter,
  items,
  basePath,
  discordUrl,
}: {
  chapter: StoryItem
  items: StoryItem[]
  basePath: string
  discordUrl?: string
}) {
  const assetUrl = useAssetUrl()
  const { previous, next } = neighbours(items, chapter.id)
  const pathOf = (item: StoryItem): string => `${basePath}/${item.id}`
  return (
    <>
      <header className="koi-chapter__header">
        <h1>{chapter.title}</h1>
        {chapter.date ? (
          <p className="koi-chapter__date">
            <time dateTime={chapter.date}>{longDate(new Date(chapter.date))}</time>
          </p>
        ) : null}
      </header>
      {chapter.isOpened ? (
        <>
          <div className="koi-chapter__media">
            {chapter.multimedia ? (
              <MediaPreview
                url={assetUrl(chapter.multimedia.uri)}
                mime={chapter.multimedia.mime}
                alt={chapter.title}
                priority
              />
            ) : (
              <ImageWithFallback
                src={assetUrl(chapter.image)}
                alt={chapter.title}
                width={640}
                height={360}
                fetchPriority="high"
              />
            )}
          </div>
          <div className="koi-chapter__text">
            {chapter.text.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {chapter.previews.length > 0 ? (
            <ul className="koi-chapter__previews" aria-label="Previews">
              {chapter.previews.map((preview) => (
                <li key={preview}>
                  <ImageWithFallback src={assetUrl(preview)} alt="" width={120} height={80} loading="lazy" />
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : (
        <p className="koi-chapter__locked" role="status">
          <LockIcon /> This chapter is locked. It opens as the story moves on.
        </p>
      )}
      <nav className="koi-chapter__nav" aria-label="Chapters">
        {previous ? (
          <Link className="koi-story-button" to={pathOf(previous)}>
            Previous
          </Link>
        ) : null}
        {next ? (
          <Link className="koi-story-button koi-chapter__next" to={pathOf(next)}>
            Next
          </Link>
        ) : null}
      </nav>
      {discordUrl ? (
        <a className="koi-story-button koi-story-button--discord" href={discordUrl} target="_blank" rel="noreferrer">
          Join our Discord
        </a>
      ) : null}
    </>
  )
}
