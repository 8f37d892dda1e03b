import './SkipLink.css'

/**
 * "Skip to content": the page's first stop for the keyboard, shown when it has focus, moving focus
 * past the navbar to the page itself (the element with id `targetId`, which must be focusable, as
 * `tabIndex={-1}` makes it). Focus is moved by hand rather than by the `#` link, which the router
 * would take for a navigation.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a
      className="koi-skip-link"
      href={`#${targetId}`}
      onClick={(event) => {
        const target = document.getElementById(targetId)
        if (!target) return
        event.preventDefault()
        target.focus()
      }}
    >
      Skip to content
    </a>
  )
}
