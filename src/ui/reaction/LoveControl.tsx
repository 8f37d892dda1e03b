import type { MouseEvent } from 'react'
import { compactTotal } from '../format/compactTotal'
import './LoveControl.css'

export interface LoveControlProps {
  active: boolean
  count: number
  /** A reaction call is on its way; further clicks are ignored by the machine. */
  busy: boolean
  onToggle: () => void
  /** What is loved, for screen readers ('Love Golden Temple by ink_traveller'). */
  label: string
}

/** The love control of gallery tiles and items: a heart that is filled when the member loves it, and the count. */
export function LoveControl({ active, count, busy, onToggle, label }: LoveControlProps) {
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // tiles open their viewer on click; the heart must not
    event.stopPropagation()
    event.preventDefault()
    onToggle()
  }
  return (
    <button
      type="button"
      className={active ? 'koi-love koi-love--active' : 'koi-love'}
      aria-pressed={active}
      aria-busy={busy}
      aria-label={`${label}, ${count} ${count === 1 ? 'love' : 'loves'}`}
      onClick={onClick}
    >
      <span aria-hidden="true" className="koi-love__heart">
        {active ? '♥' : '♡'}
      </span>
      <span aria-hidden="true" className="koi-love__count" data-testid="love-count">
        {compactTotal(count)}
      </span>
    </button>
  )
}
