import { useQuery } from '@tanstack/react-query'
import { useEnv } from '../../services/config/EnvProvider'
import { storySectionsQuery } from '../../services/story'
import { StorySectionView } from './StorySectionView'
import { STORY_ROUTE_SECTIONS, type StoryRoute } from './storyRoutes'
import './story.css'

export interface StorySectionPageProps {
  currentPath: StoryRoute
  /** Every section of the story instead of the route's own (the Codex's `?chapter=all`). */
  all?: boolean
}

/** A story route of the navbar: its section (or all eight) as cards under a hero band. */
export function StorySectionPage({ currentPath, all = false }: StorySectionPageProps) {
  const env = useEnv()
  const { data: sections, isError, isPending } = useQuery(storySectionsQuery(env))
  const shown = sections?.filter((section) => all || section.id === STORY_ROUTE_SECTIONS[currentPath]) ?? []
  return (
    <div className="koi-story-page">
      {isPending ? <p className="koi-story-page__status">Loading the story…</p> : null}
      {isError ? (
        <p role="alert" className="koi-story-page__status">
          The story could not be loaded. Please try again later.
        </p>
      ) : null}
      {all && sections ? <h1 className="koi-story-page__title">The whole story</h1> : null}
      {shown.map((section, index) => (
        <StorySectionView
          key={section.id}
          section={section}
          currentPath={currentPath}
          level={all ? 2 : 1}
          showStart={!all}
          lead={index === 0}
        />
      ))}
    </div>
  )
}
