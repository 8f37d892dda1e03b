import type { ReactNode } from 'react'
import './ComingRoom.css'

export interface ComingRoomProps {
  /** What is coming, for a screen reader ("Loading your claim"). */
  label: string
  /** The part's own class, which gives the room the part's size. */
  className: string
  /** What of the part is known already (its heading). */
  children?: ReactNode
}

/**
 * The room a part of the page takes while its content is on its way (a member's own part, read
 * once their session has come): drawn at the part's size, so what follows it does not move when
 * the part arrives.
 */
export function ComingRoom({ label, className, children }: ComingRoomProps) {
  return (
    <div className={`koi-coming-room ${className}`} aria-busy="true">
      {children}
      <span role="status" className="koi-visually-hidden">
        {label}
      </span>
    </div>
  )
}
