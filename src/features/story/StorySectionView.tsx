import { Link } from '@tanstack/react-router'
import type { StorySection } from '../../services/story'
import { StoryCards } from './StoryCards'

export interface StorySectionViewProps {
  section: StorySection
  currentPath: string
  /** The page's main heading, or a sub-heading when several sections share the page. */
  level?: 1 | 2
  /** Hidden when the page already lists every section. */
  showStart?: boolean
  /** The page's first section: its first card's picture is the first screen's largest. */
  lead?: boolean
}

/** Title, subtitle, the optional 'Start' button to `?{tabField}=all`, and the section's cards. */
export function StorySectionView({
  section,
  currentPath,
  level = 1,
  showStart = true,
  lead = false,
}: StorySectionViewProps) {
  const Heading = level === 1 ? 'h1' : 'h2'
  const headingId = `story-section-${section.id}`
  return (
    <section className="koi-story-section" aria-labelledby={headingId}>
      <header className="koi-story-section__header">
        <Heading id={headingId} className="koi-story-section__title">
          {section.title}
        </Heading>
        <p className="koi-story-section__subtitle">{section.subtitle}</p>
        {showStart && section.tabField ? (
          <Link
            className="koi-story-button koi-story-section__start"
            to={currentPath}
            search={{ [section.tabField]: 'all' }}
          >
            Start<span className="koi-visually-hidden"> reading {section.title}</span>
          </Link>
        ) : null}
      </header>
      <StoryCards items={section.items} currentPath={currentPath} label={`${section.title} chapters`} lead={lead} />
    </section>
  )
}
