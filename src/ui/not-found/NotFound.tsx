import './NotFound.css'

/** The spec's empty-results view. */
export function NotFound() {
  return (
    <section className="koi-not-found" role="status">
      <h2>Not found</h2>
      <p>We couldn&apos;t find anything with this criteria</p>
    </section>
  )
}
