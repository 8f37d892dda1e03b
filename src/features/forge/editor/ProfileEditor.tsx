import { useQuery } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import type { SnapshotFrom } from 'xstate'
import {
  selectCanCancelUpload,
  selectIsSaveAwaitingUsername,
  selectIsSaving,
  selectIsUsernameInvalid,
  selectUsernameStatus,
} from '../../../machines/profileSave/selectors'
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../../../machines/profileSave/messages'
import type { ApiClient, UserProfile } from '../../../services/api'
import { useAssetUrl } from '../../../services/config/EnvProvider'
import { inspector } from '../../../services/inspection'
import { shortAddress } from '../../../ui/format/shortAddress'
import { ImageWithFallback } from '../../../ui/image/ImageWithFallback'
import { showNotice } from '../../../ui/toast/serviceToast'
import { guardiansQuery } from '../walletQueries'
import { GuardianPicker } from './GuardianPicker'
import { provideProfileSaveEffects } from './profileSaveEffects'

type Snapshot = SnapshotFrom<ReturnType<typeof provideProfileSaveEffects>>
const selectDraft = (snapshot: Snapshot) => snapshot.context.draft
const selectUsernameTouched = (snapshot: Snapshot) => !snapshot.matches({ username: 'empty' })
const selectUsernameTaken = (snapshot: Snapshot) => snapshot.hasTag('usernameTaken')

export interface ProfileEditorProps {
  api: ApiClient
  account: string
  profile: UserProfile
  signedIn: boolean
  /** Reloads the page's profile after a saved update. */
  onSaved: () => void
}

/**
 * The editor's body, driven by the profileSave machine: left the picture with its edit control, the
 * username and the short address; right the username, location, guardian picker and Save. Mounted
 * when the editor opens, so the fields are prefilled from the saved profile then, and what the
 * member typed stays in the machine through a failed save.
 */
export function ProfileEditor({ api, account, profile, signedIn, onSaved }: ProfileEditorProps) {
  const assetUrl = useAssetUrl()
  const signedInNow = useRef(signedIn)
  signedInNow.current = signedIn
  const picture = useRef<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)

  const clearUpload = () => {
    picture.current = null
    setPreview(null)
    if (fileInput.current) fileInput.current.value = ''
  }

  const [machine] = useState(() =>
    provideProfileSaveEffects({
      api,
      account,
      isSignedIn: () => signedInNow.current,
      pictureFile: () => picture.current,
      notify: showNotice,
      refresh: () => {
        clearUpload()
        onSaved()
      },
    }),
  )
  const actor = useActorRef(machine, {
    input: { currentUsername: profile.username ?? '' },
    inspect: inspector('profileSave'),
  })

  // Prefilled on open: the username field shows the saved name without sending it (an unchanged
  // name is not checked, and typing it back counts as taken); location and guardian go into the draft.
  const prefilled = useRef(false)
  useEffect(() => {
    if (prefilled.current) return
    prefilled.current = true
    if (profile.location) actor.send({ type: 'field.change', field: 'location', value: profile.location })
    if (profile.guardianId) actor.send({ type: 'field.change', field: 'guardianId', value: profile.guardianId })
  }, [actor, profile.location, profile.guardianId])

  useEffect(() => () => setPreview((url) => (url ? (URL.revokeObjectURL(url), null) : null)), [])

  const draft = useSelector(actor, selectDraft)
  const touched = useSelector(actor, selectUsernameTouched)
  const status = useSelector(actor, selectUsernameStatus)
  const taken = useSelector(actor, selectUsernameTaken)
  const invalid = useSelector(actor, selectIsUsernameInvalid)
  const saving = useSelector(actor, selectIsSaving)
  const canCancelUpload = useSelector(actor, selectCanCancelUpload)
  const awaitingUsername = useSelector(actor, selectIsSaveAwaitingUsername)
  const guardians = useQuery(guardiansQuery(api))

  const username = touched ? draft.username : (profile.username ?? '')
  const shownName = username || shortAddress(account)
  const shownPicture = preview ?? (profile.image ? assetUrl(profile.image) : null)

  return (
    <form
      className="koi-profile-editor"
      // the location is typed as a URL with no further rule: the browser's own check must not block Save
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        actor.send({ type: 'profile.save' })
      }}
    >
      <div className="koi-profile-editor__columns">
        <div className="koi-profile-editor__card">
          <div className="koi-profile-editor__picture">
            {shownPicture ? (
              <ImageWithFallback src={shownPicture} alt="Profile picture" />
            ) : (
              <span className="koi-profile-editor__initial" aria-hidden="true">
                {shownName.charAt(0).toUpperCase()}
              </span>
            )}
            <label className="koi-profile-editor__picture-edit">
              <span aria-hidden="true">✎</span>
              <span className="koi-visually-hidden">Change picture</span>
              <input
                ref={fileInput}
                type="file"
                className="koi-visually-hidden"
                onChange={(event) => {
                  const file = event.target.files?.[0]
                  if (!file) return
                  picture.current = file
                  setPreview((url) => {
                    if (url) URL.revokeObjectURL(url)
                    return URL.createObjectURL(file)
                  })
                  actor.send({ type: 'image.select', fileName: file.name })
                }}
              />
            </label>
          </div>
          <strong className="koi-profile-editor__name">{shownName}</strong>
          <span className="koi-profile-editor__address" title={account}>
            {shortAddress(account)}
          </span>
        </div>
        <div className="koi-profile-editor__fields">
          <label className="koi-profile-editor__field">
            <span>Username</span>
            <input
              name="username"
              value={username}
              maxLength={64}
              autoComplete="off"
              aria-invalid={taken || invalid}
              aria-describedby="koi-username-status"
              onChange={(event) => actor.send({ type: 'username.change', value: event.target.value })}
            />
            <span
              id="koi-username-status"
              className={
                taken || invalid
                  ? 'koi-profile-editor__status koi-profile-editor__status--bad'
                  : 'koi-profile-editor__status'
              }
              aria-live="polite"
            >
              {status ?? (invalid ? `${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters` : '')}
            </span>
          </label>
          <label className="koi-profile-editor__field">
            <span>Location</span>
            <input
              name="location"
              type="url"
              value={draft.location}
              placeholder="https://"
              onChange={(event) => actor.send({ type: 'field.change', field: 'location', value: event.target.value })}
            />
          </label>
          {guardians.data ? (
            <GuardianPicker
              guardians={guardians.data.items}
              chosen={draft.guardianId}
              onChoose={(id) => actor.send({ type: 'field.change', field: 'guardianId', value: id })}
            />
          ) : null}
          <button
            type="submit"
            className="koi-profile-editor__save"
            disabled={saving || awaitingUsername}
            aria-busy={saving || awaitingUsername}
          >
            Save
          </button>
          {canCancelUpload ? (
            <button
              type="button"
              className="koi-profile-editor__cancel"
              onClick={() => actor.send({ type: 'upload.cancel' })}
            >
              Cancel upload
            </button>
          ) : null}
        </div>
      </div>
    </form>
  )
}
