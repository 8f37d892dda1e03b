import type { ReactNode } from 'react'
import './PageIntro.css'

export interface PageIntroProps {
  title: string
  /** What this page is for, in plain words; pages not built yet say so here. */
  children: ReactNode
  /** Pages under a transparent navbar start below it with a hero band. */
  hero?: boolean
  /** Tables and grids use the page's full width instead of a reading column. */
  wide?: boolean
}

export function PageIntro({ title, children, hero = false, wide = false }: PageIntroProps) {
  const className = ['koi-page-intro', hero && 'koi-page-intro--hero', wide && 'koi-page-intro--wide']
    .filter(Boolean)
    .join(' ')
  return (
    <section className={className}>
      <h1>{title}</h1>
      <div className="koi-page-intro__body">{children}</div>
    </section>
  )
}
