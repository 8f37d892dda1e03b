import { useActorRef, useSelector } from '@xstate/react'
import { useRef, useState } from 'react'
import { selectIsRunning } from '../../../machines/oneShotTask/selectors'
import type { ApiClient, Shield } from '../../../services/api'
import { useAssetUrl } from '../../../services/config/EnvProvider'
import { inspector } from '../../../services/inspection'
import { ImageWithFallback } from '../../../ui/image/ImageWithFallback'
import { showNotice } from '../../../ui/toast/serviceToast'
import { provideShieldDownload, shieldDownloadInput } from './shieldDownloadEffects'

/** Name, description, and Download when the viewer owns the shield, else 'Unlock to download!'. */
export function ShieldDetail({
  api,
  shield,
  owned,
  signedIn,
  onBack,
}: {
  api: ApiClient
  shield: Shield
  owned: boolean
  signedIn: boolean
  onBack: () => void
}) {
  const assetUrl = useAssetUrl()
  const latest = useRef({ owned, signedIn })
  latest.current = { owned, signedIn }
  const [machine] = useState(() =>
    provideShieldDownload({
      api,
      shield,
      isSignedIn: () => latest.current.signedIn,
      ownsShield: () => latest.current.owned,
      notify: showNotice,
    }),
  )
  const actor = useActorRef(machine, { input: shieldDownloadInput, inspect: inspector('shieldDownload') })
  const running = useSelector(actor, selectIsRunning)

  return (
    <div className="koi-shield-detail">
      <button type="button" className="koi-shield-detail__back" onClick={onBack}>
        ← All Shields
      </button>
      <ImageWithFallback
        className={owned ? 'koi-shield-detail__image' : 'koi-shield-detail__image koi-shield--locked'}
        src={assetUrl(shield.image)}
        alt=""
      />
      <h3>{shield.name}</h3>
      <p>{shield.description}</p>
      {owned ? (
        <button
          type="button"
          className="koi-shield-detail__download"
          disabled={running}
          onClick={() => actor.send({ type: 'task.start' })}
        >
          Download
        </button>
      ) : (
        <p className="koi-shield-detail__locked">Unlock to download!</p>
      )}
    </div>
  )
}
