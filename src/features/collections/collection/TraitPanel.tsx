import { isChosen, TRAIT_VALUES_SHOWN, type Traits } from './itemFilters'

export interface TraitGroup {
  trait_type: string
  values: { value: string; count: number }[]
}

export interface TraitPanelProps {
  groups: TraitGroup[]
  chosen: Traits
  onToggle: (type: string, value: string) => void
  onReset: () => void
}

/** Every trait with its values and how many items carry each, at most 50 values a trait. */
export function TraitPanel({ groups, chosen, onToggle, onReset }: TraitPanelProps) {
  return (
    <aside id="koi-trait-panel" className="koi-trait-panel" aria-label="Traits">
      <button type="button" className="koi-trait-panel__reset" onClick={onReset}>
        Reset filters
      </button>
      {groups.map((group) => (
        <details key={group.trait_type} className="koi-trait-panel__group" open={Boolean(chosen[group.trait_type])}>
          <summary>
            {group.trait_type}
            <span className="koi-trait-panel__count">{group.values.length}</span>
          </summary>
          <fieldset>
            <legend className="koi-visually-hidden">{group.trait_type}</legend>
            {group.values.slice(0, TRAIT_VALUES_SHOWN).map(({ value, count }) => (
              <label key={value} className="koi-trait-panel__value">
                <input
                  type="checkbox"
                  checked={isChosen(chosen, group.trait_type, value)}
                  onChange={() => onToggle(group.trait_type, value)}
                />
                <span>{value}</span>
                <span className="koi-trait-panel__count">{count}</span>
              </label>
            ))}
          </fieldset>
        </details>
      ))}
    </aside>
  )
}
