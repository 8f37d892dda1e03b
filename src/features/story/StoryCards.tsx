import type { StoryItem } from '../../services/story'
import { StoryCard } from './StoryCard'
import { cardRows } from './storyRoutes'

/**
 * On desktop the cards scroll sideways, the first four in one row and the rest in another; on a
 * phone the same two lists read as one plain list (the layout is the stylesheet's).
 */
export function StoryCards({
  items,
  currentPath,
  label,
  lead = false,
}: {
  items: StoryItem[]
  currentPath: string
  label: string
  /** The first card's picture is the page's lead: asked for at once, first. */
  lead?: boolean
}) {
  const rows = cardRows(items).filter((row) => row.length > 0)
  return (
    <div className="koi-story-cards" role="group" aria-label={label}>
      {rows.map((row, index) => (
        <ul key={index} className="koi-story-cards__row" data-row={index + 1}>
          {row.map((item, place) => (
            <li key={item.id}>
              <StoryCard item={item} currentPath={currentPath} lead={lead && index === 0 && place === 0} />
            </li>
          ))}
        </ul>
      ))}
    </div>
  )
}
