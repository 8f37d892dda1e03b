export type ProfileField = 'biography' | 'url' | 'location' | 'guardianId'

export type ProfileSaveEvent =
  | { type: 'username.change'; value: string }
  | { type: 'field.change'; field: ProfileField; value: string }
  | { type: 'image.select'; fileName: string }
  | { type: 'profile.save' }
  /** Stops the save while its picture is on its way. */
  | { type: 'upload.cancel' }

/** The profile update payload: only the fields that are not empty are sent. */
export type ProfileUpdate = Partial<Record<'username' | ProfileField | 'image', string>>

export interface ProfileUpdateResult {
  status: boolean
  message: string
}
