import { useId, type ReactNode } from 'react'

/** A titled section of the landing page, for the pieces other areas lend it (the leaderboard). */
export function HomeSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId()
  return (
    <section className="koi-home-section" aria-labelledby={titleId}>
      <div className="koi-home-section__header">
        <h2 id={titleId}>{title}</h2>
      </div>
      {children}
    </section>
  )
}
