import { useActorRef, useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { formatEther } from 'viem'
import { selectIsSaleActive, selectReadFailed, selectStage } from '../../machines/presale/selectors'
import type { ApiClient } from '../../services/api'
import { inspector } from '../../services/inspection'
import { providePresaleEffects, serverPresaleReader, type PresaleReader } from './presaleEffects'
import './PresaleStatus.css'
import { usDollars } from '../../ui/format/decimal'

const stageLabels = { none: 'No sale', whitelist: 'Whitelist sale', presale: 'Presale' } as const

/** The stage price in ETH, and in dollars at the ether price when it is known. */
function priceText(priceWei: bigint, etherPriceUsd: number | null): string {
  const ether = formatEther(priceWei)
  return etherPriceUsd === null ? `${ether} ETH` : `${ether} ETH (≈ ${usDollars(Number(ether) * etherPriceUsd)})`
}

export interface PresaleStatusProps {
  api: ApiClient
  /** Where the Presale button goes: the collection's presale URL, or a default sale address. */
  presaleUrl?: string
  /** USD per ether, to show the stage price in dollars too; null or absent shows ETH alone. */
  etherPriceUsd?: number | null
  /** The contract read; the server's read of the configured chain by default. */
  read?: PresaleReader
}

/** The presale stage read from the contract, and the Presale button while a local sale is active. */
export function PresaleStatus({ api, presaleUrl, etherPriceUsd, read }: PresaleStatusProps) {
  const machine = useMemo(() => providePresaleEffects(read ?? serverPresaleReader(api)), [read, api])
  const actor = useActorRef(machine, { inspect: inspector('presale') })
  const stage = useSelector(actor, selectStage)
  const active = useSelector(actor, selectIsSaleActive)
  const failed = useSelector(actor, selectReadFailed)
  const priceWei = useSelector(actor, (snapshot) => snapshot.context.priceWei)
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'))

  if (busy) return <p className="koi-presale">Reading the presale…</p>
  if (failed) {
    return (
      <p className="koi-presale" role="alert">
        The presale could not be read.{' '}
        <button type="button" onClick={() => actor.send({ type: 'presale.refresh' })}>
          Read again
        </button>
      </p>
    )
  }
  return (
    <section className="koi-presale" aria-label="Presale">
      <p>
        <strong>{stageLabels[stage]}</strong>
        {active ? ` · ${priceText(BigInt(priceWei), etherPriceUsd ?? null)}` : ' · no local sale active'}{' '}
        <button type="button" className="koi-presale__refresh" onClick={() => actor.send({ type: 'presale.refresh' })}>
          Read again
        </button>
      </p>
      {active && presaleUrl && (
        <a className="koi-presale__button" href={presaleUrl}>
          Presale
        </a>
      )}
    </section>
  )
}
