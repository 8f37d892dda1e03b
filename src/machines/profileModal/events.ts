export type ProfileModalEvent =
  | { type: 'modal.open' }
  | { type: 'modal.close' }
  | { type: 'field.change'; field: 'description'; value: string }
  /** The name is the member's username: checked as the profile save checks it. */
  | { type: 'name.change'; value: string }
  | { type: 'image.select'; fileName: string; mimeType: string }
  | { type: 'profile.update' }
  /** Stops the update while its picture is on its way. */
  | { type: 'upload.cancel' }

export interface ProfileModalFields {
  name: string
  description: string
}

/** Sent as multipart form data: name, description and an optional image. */
export interface ProfileModalUpdate extends ProfileModalFields {
  image: string | null
}
