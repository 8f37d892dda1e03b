import { useReactionOnDemand, type ReactionEffectsDeps } from '../../services/reaction'
import { LoveControl } from '../../ui/reaction/LoveControl'
import type { GalleryPhoto } from './galleryTiles'

export interface TileRoles {
  /** Admin edit view: the disable toggle and the id. */
  editing: boolean
  /** A judge sees the submission id. */
  showsId: boolean
}

export interface GalleryTileProps {
  photo: GalleryPhoto
  roles: TileRoles
  /** The page's gating half of the reaction effects. */
  gating: Pick<ReactionEffectsDeps, 'gate' | 'openWalletDialog' | 'promptXSignIn' | 'notify'>
  /** The gate can answer (the member's profile is read): until then the heart is busy. */
  gatingReady: boolean
  react: (id: string) => Promise<void>
  refresh: () => void
  onOpen: (photo: GalleryPhoto) => void
  onToggleDisabled: (photo: GalleryPhoto) => void
}

function TileLove({
  photo,
  gating,
  gatingReady,
  react,
  refresh,
}: Pick<GalleryTileProps, 'photo' | 'gating' | 'gatingReady' | 'react' | 'refresh'>) {
  const reaction = useReactionOnDemand(
    { active: photo.reactionActive, count: photo.totalReactionsCount },
    { ...gating, update: () => react(photo.id), refresh },
    `reaction:${photo.id}`,
  )
  // a click before the gate knows the member would meet the X prompt for an account already linked
  return (
    <LoveControl
      {...reaction}
      busy={reaction.busy || !gatingReady}
      onToggle={gatingReady ? reaction.toggle : () => undefined}
      label={`Love ${photo.alt}`}
    />
  )
}

/** What is laid over a gallery picture: the viewer opener, the love control, and the admin's and judge's extras. */
export function GalleryTile({
  photo,
  roles,
  gating,
  gatingReady,
  react,
  refresh,
  onOpen,
  onToggleDisabled,
}: GalleryTileProps) {
  return (
    <>
      <button type="button" className="koi-tile__open" aria-label={`Open ${photo.alt}`} onClick={() => onOpen(photo)} />
      <div className="koi-tile__bar">
        {roles.editing || roles.showsId ? (
          <span className="koi-tile__id" data-testid="submission-id">
            {photo.id}
          </span>
        ) : null}
        {roles.editing ? (
          <button
            type="button"
            className={photo.disabled ? 'koi-tile__admin koi-tile__admin--off' : 'koi-tile__admin'}
            // a toggle with one name: pressed means hidden from visitors
            aria-pressed={photo.disabled}
            title={`Hide ${photo.alt} from visitors`}
            onClick={() => onToggleDisabled(photo)}
          >
            <span aria-hidden="true">{photo.disabled ? '☑ ' : '☐ '}</span>
            Disabled
          </button>
        ) : null}
        <TileLove
          // a refetch with other server values starts the reaction again from them
          key={`${photo.reactionActive}-${photo.totalReactionsCount}`}
          photo={photo}
          gating={gating}
          gatingReady={gatingReady}
          react={react}
          refresh={refresh}
        />
      </div>
    </>
  )
}
