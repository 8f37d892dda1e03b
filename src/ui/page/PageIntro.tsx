import type { ReactNode } from 'react'
import './PageIntro.css'

export interface PageIntroProps {
  title: string
  /** What this page is for, in plain words; pages not built yet say so here. */
  children: ReactNode
  /** Pages under a transparent navbar start below it with a hero band. */
  hero?: boolean
}

export function PageIntro({ title, children, hero = false }: PageIntroProps) {
  return (
    <section className={hero ? 'koi-page-intro koi-page-intro--hero' : 'koi-page-intro'}>
      <h1>{title}</h1>
      <div className="koi-page-intro__body">{children}</div>
    </section>
  )
}
