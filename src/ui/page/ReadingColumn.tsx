import type { ReactNode } from 'react'
import './ReadingColumn.css'

export interface ReadingColumnProps {
  /** The feature's own class for what is particular to it. */
  className: string
  /** `narrow` for one article (800 px), `wide` for a page of panels (1100 px); 1000 px otherwise. */
  width?: 'narrow' | 'wide'
  /** One article is an `article`; a list page is a `div`. */
  as?: 'article' | 'div'
  /** The page; a back link at its top takes the class `koi-reading__back`. */
  children: ReactNode
}

/** The centred column that text pages (blog, about, the Odyssey) read in, below the fixed navbar. */
export function ReadingColumn({ className, width, as: Tag = 'div', children }: ReadingColumnProps) {
  const classes = ['koi-reading', width && `koi-reading--${width}`, className].filter(Boolean).join(' ')
  return <Tag className={classes}>{children}</Tag>
}
