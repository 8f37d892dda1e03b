import type { Guardian } from '../../../services/api'
import { useAssetUrl } from '../../../services/config/EnvProvider'
import { ImageWithFallback } from '../../../ui/image/ImageWithFallback'

/** One tile per guardian; the chosen one shows a check. */
export function GuardianPicker({
  guardians,
  chosen,
  onChoose,
}: {
  guardians: Guardian[]
  chosen: string
  onChoose: (id: string) => void
}) {
  const assetUrl = useAssetUrl()
  return (
    <fieldset className="koi-guardians">
      <legend>Guardian</legend>
      <div className="koi-guardians__tiles">
        {guardians.map((guardian) => {
          const selected = guardian._id === chosen
          return (
            <button
              key={guardian._id}
              type="button"
              className={selected ? 'koi-guardian koi-guardian--chosen' : 'koi-guardian'}
              aria-pressed={selected}
              aria-label={guardian.name}
              title={guardian.name}
              onClick={() => onChoose(guardian._id)}
            >
              <ImageWithFallback src={assetUrl(guardian.image)} alt="" loading="lazy" />
              {selected ? (
                <span className="koi-guardian__check" aria-hidden="true">
                  ✓
                </span>
              ) : null}
            </button>
          )
        })}
      </div>
    </fieldset>
  )
}
