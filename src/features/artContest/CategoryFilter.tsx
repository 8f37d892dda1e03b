import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ApiClient } from '../../services/api'
import { categoriesQuery } from './contestQueries'
import './CategoryFilter.css'

/** The submissions' categories with their counts, each a link setting `category`; Reset removes it. */
export function CategoryFilter({ api, selected }: { api: ApiClient; selected?: string }) {
  const { data: categories } = useQuery(categoriesQuery(api))
  return (
    <nav className="koi-categories" aria-label="Categories">
      {categories?.map(({ category, totalCount }) => (
        <Link
          key={category}
          to="."
          search={(previous: Record<string, unknown>) => ({ ...previous, category })}
          className="koi-categories__item"
          aria-current={selected === category ? 'true' : undefined}
        >
          {category} <span className="koi-categories__count">{totalCount}</span>
        </Link>
      ))}
      <Link
        to="."
        search={(previous: Record<string, unknown>) => {
          const next = { ...previous }
          delete next.category
          return next
        }}
        className="koi-categories__reset"
      >
        Reset
      </Link>
    </nav>
  )
}
