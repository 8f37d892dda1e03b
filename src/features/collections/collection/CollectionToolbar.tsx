import { useState } from 'react'
import { MAX_ITEM_SEARCH_LENGTH } from '../../../services/api'
import { compactTotal } from '../../../ui/format/compactTotal'
import { ITEM_SORT_LABELS, itemSortOptions, type ItemSort } from './itemFilters'

export interface CollectionToolbarProps {
  panelOpen: boolean
  onTogglePanel: () => void
  itemCount: number | undefined
  search: string
  onSearch: (text: string) => void
  sort: ItemSort | undefined
  onSort: (sort: ItemSort) => void
}

/** Trait panel toggle, item count, search by name or token id, and the price menu. */
export function CollectionToolbar({
  panelOpen,
  onTogglePanel,
  itemCount,
  search,
  onSearch,
  sort,
  onSort,
}: CollectionToolbarProps) {
  const [menuOpen, setMenuOpen] = useState(false)
  return (
    <div className="koi-collection-toolbar">
      <button
        type="button"
        className="koi-collection-toolbar__filters"
        aria-expanded={panelOpen}
        aria-controls="koi-trait-panel"
        onClick={onTogglePanel}
      >
        Filters
      </button>
      <span className="koi-collection-toolbar__count" aria-live="polite">
        {itemCount === undefined ? '…' : `${compactTotal(itemCount)} items`}
      </span>
      <input
        type="search"
        className="koi-collection-toolbar__search"
        aria-label="Search by name or token id"
        placeholder="Search by name or token id"
        maxLength={MAX_ITEM_SEARCH_LENGTH}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      <div className="koi-sort-menu">
        <button
          type="button"
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(!menuOpen)}
          className="koi-sort-menu__toggle"
        >
          {sort ? ITEM_SORT_LABELS[sort] : 'Sort by price'}
        </button>
        {menuOpen ? (
          <div role="menu" aria-label="Sort" className="koi-sort-menu__list">
            {itemSortOptions.map((option) => (
              <button
                key={option.value}
                type="button"
                role="menuitemradio"
                aria-checked={option.value === sort}
                onClick={() => {
                  setMenuOpen(false)
                  onSort(option.value)
                }}
              >
                {option.label}
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  )
}
