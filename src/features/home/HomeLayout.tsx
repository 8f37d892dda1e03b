import type { ReactNode } from 'react'
import './home.css'

/** The landing page's frame: the banner across the top, then the sections in one column. */
export function HomeLayout({ title, banner, children }: { title: string; banner: ReactNode; children: ReactNode }) {
  return (
    <div className="koi-home">
      <h1 className="koi-home__title">{title}</h1>
      {banner}
      <div className="koi-home__sections">{children}</div>
    </div>
  )
}
