import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import type { SnapshotFrom } from 'xstate'
import {
  selectButtonLabel,
  selectCanCancelUpload,
  selectIsNameInvalid,
  selectIsNameTaken,
  selectIsUpdateAwaitingName,
  selectNameStatus,
  selectIsOpen,
  selectIsUpdating,
  selectRefreshFlag,
} from '../../../machines/profileModal/selectors'
import { PROFILE_IMAGE_TYPES } from '../../../machines/profileModal/messages'
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../../../machines/profileSave/messages'
import type { ApiClient, UserProfile } from '../../../services/api'
import { inspector } from '../../../services/inspection'
import { Modal } from '../../../ui/modal/Modal'
import { showNotice } from '../../../ui/toast/serviceToast'
import { provideArtistCardEffects } from './artistCardEffects'
import './ArtistCard.css'

type Snapshot = SnapshotFrom<ReturnType<typeof provideArtistCardEffects>>
const selectFields = (snapshot: Snapshot) => snapshot.context.fields

/**
 * How the member presents themselves as an artist on their own page: the profile edit modal (name,
 * description, a png or jpeg picture, 'Update'), driven by the profileModal machine.
 */
export function ArtistCard({
  api,
  profile,
  signedIn,
  onUpdated,
}: {
  api: ApiClient
  profile: UserProfile
  signedIn: boolean
  /** Reloads the profile once an update attempt is over (the machine's refresh flag). */
  onUpdated: () => void
}) {
  const latest = useRef({ signedIn, onUpdated })
  latest.current = { signedIn, onUpdated }
  // the files chosen, by name: the machine keeps the name of the one it took
  const pictures = useRef(new Map<string, File>())
  const [machine] = useState(() =>
    provideArtistCardEffects({
      api,
      isSignedIn: () => latest.current.signedIn,
      pictureFile: (name) => pictures.current.get(name) ?? null,
      notify: showNotice,
    }),
  )
  const actor = useActorRef(machine, {
    input: { name: profile.username ?? '', description: profile.biography ?? '' },
    inspect: inspector('profileModal'),
  })
  const open = useSelector(actor, selectIsOpen)
  const updating = useSelector(actor, selectIsUpdating)
  const canCancelUpload = useSelector(actor, selectCanCancelUpload)
  const nameStatus = useSelector(actor, selectNameStatus)
  const nameInvalid = useSelector(actor, selectIsNameInvalid)
  const awaitingName = useSelector(actor, selectIsUpdateAwaitingName)
  const nameRefused = useSelector(actor, selectIsNameTaken) || nameInvalid
  const refresh = useSelector(actor, selectRefreshFlag)
  const fields = useSelector(actor, selectFields)

  useEffect(() => {
    if (refresh) latest.current.onUpdated()
  }, [refresh])

  return (
    <>
      <button type="button" onClick={() => actor.send({ type: 'modal.open' })}>
        Artist card
      </button>
      <Modal
        open={open}
        onClose={() => {
          pictures.current.clear()
          actor.send({ type: 'modal.close' })
        }}
        title="Artist card"
      >
        <form
          className="koi-artist-card"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            actor.send({ type: 'profile.update' })
          }}
        >
          <p>How you sign your art: your name, a few words about you and a picture.</p>
          <label>
            <span>Name</span>
            <input
              value={fields.name}
              autoComplete="off"
              aria-invalid={nameRefused}
              aria-describedby="koi-artist-name-status"
              onChange={(event) => actor.send({ type: 'name.change', value: event.target.value })}
            />
          </label>
          <span
            id="koi-artist-name-status"
            className={nameRefused ? 'koi-artist-card__status koi-artist-card__status--bad' : 'koi-artist-card__status'}
            aria-live="polite"
          >
            {nameStatus ?? (nameInvalid ? `${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters` : '')}
          </span>
          <label>
            <span>Description</span>
            <textarea
              rows={4}
              value={fields.description}
              onChange={(event) =>
                actor.send({ type: 'field.change', field: 'description', value: event.target.value })
              }
            />
          </label>
          <label>
            <span>Image (png or jpeg)</span>
            <input
              type="file"
              accept={PROFILE_IMAGE_TYPES.join(',')}
              onChange={(event) => {
                const file = event.target.files?.[0]
                if (!file) return
                pictures.current.set(file.name, file)
                actor.send({ type: 'image.select', fileName: file.name, mimeType: file.type })
              }}
            />
          </label>
          <div className="koi-artist-card__actions">
            <button type="submit" disabled={updating || awaitingName} aria-busy={updating || awaitingName}>
              {selectButtonLabel()}
            </button>
            {canCancelUpload ? (
              <button
                type="button"
                className="koi-artist-card__cancel"
                onClick={() => actor.send({ type: 'upload.cancel' })}
              >
                Cancel upload
              </button>
            ) : null}
          </div>
        </form>
      </Modal>
    </>
  )
}
