import './VolumeChange.css'

/** Red when zero or negative, green above zero, always 2 decimals. */
export function volumeChangeTone(change: number): 'down' | 'up' {
  return change > 0 ? 'up' : 'down'
}

export function VolumeChange({ change }: { change: number }) {
  return (
    <span className={`koi-volume-change koi-volume-change--${volumeChangeTone(change)}`}>{change.toFixed(2)}%</span>
  )
}
