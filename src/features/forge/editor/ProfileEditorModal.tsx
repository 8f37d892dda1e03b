import { QueryParamModal } from '../../../ui/modal/QueryParamModal'
import { ProfileEditor, type ProfileEditorProps } from './ProfileEditor'
import './ProfileEditor.css'

/** The Edit Profile modal, open while the URL says `edit`: the editor once the profile is read. */
export function ProfileEditorModal({
  profile,
  ...editor
}: Omit<ProfileEditorProps, 'profile'> & Partial<Pick<ProfileEditorProps, 'profile'>>) {
  return (
    <QueryParamModal param="edit" title="Edit Profile" fullScreenBelow={767}>
      <p className="koi-profile-editor__lead">Update your profile and choose your Guardian</p>
      {profile ? <ProfileEditor {...editor} profile={profile} /> : null}
    </QueryParamModal>
  )
}
