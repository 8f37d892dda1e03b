import { useQuery } from '@tanstack/react-query'
import type { ApiClient } from '../../services/api'

/**
 * The tester page behind the security question. Its text comes from the server, which sends it
 * only to a session that answered, so the page's code holds none of it.
 */
export function ArenaDevBuild({ api }: { api: ApiClient }) {
  const page = useQuery({ queryKey: ['security-gate', 'arena-dev'], queryFn: () => api.call('getArenaDevBuild') })
  if (page.isPending) return <p className="koi-arena-dev__status">Opening the development build…</p>
  if (!page.data) return <p role="alert">The development build could not be opened. Please try again later.</p>
  const { title, paragraphs, buildUrl } = page.data
  return (
    <section className="koi-arena-dev" aria-labelledby="koi-arena-dev-title">
      <h2 id="koi-arena-dev-title">{title}</h2>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {buildUrl ? (
        <a className="koi-arena-dev__open" href={buildUrl} target="_blank" rel="noreferrer">
          Open the development build
        </a>
      ) : (
        <p className="koi-arena-dev__status">No development build is published right now.</p>
      )}
    </section>
  )
}
