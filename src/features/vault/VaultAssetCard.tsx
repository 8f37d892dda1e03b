import { useActorRef, useSelector } from '@xstate/react'
import { useMemo, useRef } from 'react'
import type { z } from 'zod'
import { selectIsRunning } from '../../machines/oneShotTask/selectors'
import { oneShotTasks } from '../../machines/oneShotTask/tasks'
import type { ApiClient, vaultAsset } from '../../services/api'
import { useAssetUrl } from '../../services/config/EnvProvider'
import { inspector } from '../../services/inspection'
import { provideVaultDownload } from './vaultDownload'

export type VaultAsset = z.infer<typeof vaultAsset>

export function VaultAssetCard({ api, asset, signedIn }: { api: ApiClient; asset: VaultAsset; signedIn: boolean }) {
  const signedInNow = useRef(signedIn)
  signedInNow.current = signedIn
  const machine = useMemo(() => provideVaultDownload(api, asset._id, () => signedInNow.current), [api, asset._id])
  const actor = useActorRef(machine, {
    input: { task: 'vaultDownload', texts: oneShotTasks.vaultDownload },
    inspect: inspector(`vaultDownload:${asset._id}`),
  })
  const running = useSelector(actor, selectIsRunning)
  const image = useAssetUrl()(asset.image)
  return (
    <li className="koi-vault__asset">
      <img src={image} alt="" loading="lazy" width={240} height={160} />
      <h2>{asset.name}</h2>
      <p>{asset.description}</p>
      <button type="button" disabled={running} onClick={() => actor.send({ type: 'task.start' })}>
        Download <span className="koi-visually-hidden">{asset.name}</span>
      </button>
    </li>
  )
}
