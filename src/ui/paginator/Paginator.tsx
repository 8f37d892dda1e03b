import './Paginator.css'

/** The spec's page count: the total divided by the page size, rounded up. */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize <= 0 || total <= 0) return 0
  return Math.ceil(total / pageSize)
}

export interface PaginatorProps {
  /** 1-based. */
  page: number
  totalPages: number
  onPageChange: (page: number) => void
}

/** 'Page X of Y' with Prev and Next. */
export function Paginator({ page, totalPages, onPageChange }: PaginatorProps) {
  const last = Math.max(totalPages, 1)
  return (
    <nav className="koi-paginator" aria-label="Pages">
      <button type="button" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Prev
      </button>
      <span className="koi-paginator__label">
        Page {page} of {last}
      </span>
      <button type="button" disabled={page >= last} onClick={() => onPageChange(page + 1)}>
        Next
      </button>
    </nav>
  )
}
