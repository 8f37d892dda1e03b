import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react'
import { useReturnFocus } from '../focus/useReturnFocus'
import './Modal.css'

export interface ModalProps {
  open: boolean
  onClose: () => void
  title?: string
  /** Below this width the modal takes the whole screen (950 for shields, 767 for the profile editor). */
  fullScreenBelow?: 950 | 767
  /** Keeps the content mounted (hidden) while closed, so what runs inside it keeps its state. */
  keepAlive?: boolean
  children: ReactNode
}

/** A dialog that closes on a click outside it, on Escape, or with its close button. */
export function Modal({ open, onClose, title, fullScreenBelow, keepAlive = false, children }: ModalProps) {
  const titleId = useId()
  const dialog = useRef<HTMLDivElement>(null)
  const overlay = useRef<HTMLDivElement>(null)
  // closed, focus goes back to the control that opened it
  useReturnFocus(open, overlay)

  // Keyboard and screen-reader users land inside the dialog, not behind it.
  useEffect(() => {
    if (open) dialog.current?.focus()
  }, [open])

  useEffect(() => {
    if (!open) return undefined
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open, onClose])

  if (!open && !keepAlive) return null

  const onOverlayClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose()
  }
  const className = fullScreenBelow ? `koi-modal koi-modal--fullscreen-${fullScreenBelow}` : 'koi-modal'

  return (
    <div
      ref={overlay}
      className="koi-modal__overlay"
      data-testid="modal-overlay"
      onClick={onOverlayClick}
      // closed but kept alive: out of view and out of the accessibility tree, content still mounted
      style={open ? undefined : { display: 'none' }}
    >
      <div
        ref={dialog}
        tabIndex={-1}
        className={className}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
      >
        <button type="button" className="koi-modal__close" aria-label="Close" onClick={onClose}>
          ✕
        </button>
        {title ? (
          <h2 id={titleId} className="koi-modal__title">
            {title}
          </h2>
        ) : null}
        {children}
      </div>
    </div>
  )
}
