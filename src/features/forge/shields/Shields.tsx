import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import type { ApiClient, Shield } from '../../../services/api'
import { useAssetUrl } from '../../../services/config/EnvProvider'
import { ImageWithFallback } from '../../../ui/image/ImageWithFallback'
import { Modal } from '../../../ui/modal/Modal'
import { accountShieldsQuery, allShieldsQuery } from '../walletQueries'
import { ALL_SHIELDS_ID, shieldLists, stripEntries } from './shieldLists'
import './Shields.css'

// a shield's detail and its download machine: fetched when a shield is chosen
const ShieldDetail = lazy(() => import('./ShieldDetail').then((module) => ({ default: module.ShieldDetail })))

export interface ShieldsProps {
  api: ApiClient
  /** The product's name: the modal is '{product} Shields'. */
  product: string
  /** The account whose page this is. */
  account: string
  isOwn: boolean
  /** The viewer's account: a shield downloads only for its owner. */
  viewer: string | undefined
  signedIn: boolean
}

/** The strip of overlapping round shields, and the modal with the lists and a shield's detail. */
export function Shields({ api, product, account, isOwn, viewer, signedIn }: ShieldsProps) {
  const assetUrl = useAssetUrl()
  const [open, setOpen] = useState(false)
  const [chosen, setChosen] = useState<Shield | null>(null)
  const pageShields = useQuery(accountShieldsQuery(api, account))
  const viewerShields = useQuery({
    ...accountShieldsQuery(api, viewer ?? account),
    enabled: open && viewer !== undefined && !isOwn,
  })
  const all = useQuery({ ...allShieldsQuery(api), enabled: open })

  const viewerOwned = isOwn ? (pageShields.data ?? []) : viewer ? (viewerShields.data ?? []) : []
  const lists = shieldLists(all.data?.items ?? [], pageShields.data ?? [])
  const ownsChosen = chosen !== null && viewerOwned.some((shield) => shield._id === chosen._id)
  const close = () => {
    setOpen(false)
    // closing clears the choice
    setChosen(null)
  }

  const tile = (shield: Shield, owned: boolean) => (
    <li key={shield._id}>
      <button
        type="button"
        className={owned ? 'koi-shield-tile' : 'koi-shield-tile koi-shield--locked'}
        onClick={() => setChosen(shield)}
      >
        <ImageWithFallback src={assetUrl(shield.image)} alt="" />
        <span>{shield.name}</span>
      </button>
    </li>
  )

  return (
    <section className="koi-shields" aria-label={isOwn ? 'Your Shields' : 'Shields'}>
      <h2 className="koi-shields__title">{isOwn ? 'Your Shields' : 'Shields'}</h2>
      <button type="button" className="koi-shields__strip" onClick={() => setOpen(true)} aria-label="Open shields">
        {stripEntries(pageShields.data ?? []).map((entry) =>
          entry.id === ALL_SHIELDS_ID ? (
            <span key={entry.id} className="koi-shields__circle koi-shields__circle--all" title={entry.name}>
              +
            </span>
          ) : (
            <ImageWithFallback
              key={entry.id}
              className="koi-shields__circle"
              src={assetUrl(entry.image ?? '')}
              alt={entry.name}
              title={entry.name}
            />
          ),
        )}
      </button>
      <Modal open={open} onClose={close} title={`${product} Shields`} fullScreenBelow={950}>
        {chosen ? (
          <Suspense fallback={<p role="status">Loading…</p>}>
            <ShieldDetail
              key={chosen._id}
              api={api}
              shield={chosen}
              owned={ownsChosen}
              signedIn={signedIn}
              onBack={() => setChosen(null)}
            />
          </Suspense>
        ) : (
          <div className="koi-shields-modal">
            <p>
              Shields are the badges of what you have done in {product}: signing in, linking your accounts, holding
              cards, finishing quests and taking part in the challenges. Choose one to read about it; the ones you own
              can be downloaded.
            </p>
            <h3>{isOwn ? 'Your Shields' : 'Shields'}</h3>
            {lists.owned.length > 0 ? (
              <ul className="koi-shields-modal__list">{lists.owned.map((shield) => tile(shield, true))}</ul>
            ) : (
              <p>No data available</p>
            )}
            <h3>Available</h3>
            {lists.available.length > 0 ? (
              <ul className="koi-shields-modal__list">{lists.available.map((shield) => tile(shield, false))}</ul>
            ) : (
              <p>No data available</p>
            )}
          </div>
        )}
      </Modal>
    </section>
  )
}
