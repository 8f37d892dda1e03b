import { HeadContent } from '@tanstack/react-router'
import { useLayoutEffect } from 'react'

// The title the server wrote into the page it sent (server/pageMeta), read before the app renders:
// crawlers and link previews read it; once the routes' own title is in the head it is dropped, so
// the document keeps one.
const servedTitle = typeof document === 'undefined' ? null : document.head.querySelector('title')

/** The routes' head tags (the title of the page shown), in place of the title the server sent. */
export function PageHead() {
  useLayoutEffect(() => {
    if (servedTitle && document.head.querySelectorAll('title').length > 1) servedTitle.remove()
  }, [])
  return <HeadContent />
}
