import type { ErrorComponentProps } from '@tanstack/react-router'
import './RouteError.css'

/** Shown when a page (or the site configuration) cannot be loaded: the reason and a way to retry. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  return (
    <section className="koi-route-error" role="alert">
      <h1>This page could not be loaded</h1>
      <p>{error instanceof Error ? error.message : String(error)}</p>
      <button type="button" onClick={reset}>
        Try again
      </button>
    </section>
  )
}
