import { useId } from 'react'
import './SortDropdown.css'

/** `most_reactions` → 'Most reactions': underscores as spaces, first letter capitalised. */
export function sortLabel(value: string): string {
  const text = value.replace(/_/g, ' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

export interface SortDropdownProps<T extends string> {
  value: T
  options: readonly T[]
  onChange: (value: T) => void
  label?: string
}

export function SortDropdown<T extends string>({ value, options, onChange, label = 'Sort by' }: SortDropdownProps<T>) {
  const id = useId()
  return (
    <div className="koi-sort">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const next = options.find((option) => option === event.target.value)
          if (next !== undefined) onChange(next)
        }}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {sortLabel(option)}
          </option>
        ))}
      </select>
    </div>
  )
}
