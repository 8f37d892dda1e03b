/** The spec's file toasts, for the flows that send a picture with an update. */
export const uploadMessages = {
  /** The member cancelled the upload while it was on its way (a warning). */
  aborted: 'file upload aborted',
  /** The upload did not get through (an error). */
  failed: 'file upload failed',
} as const

/** An update carries a picture: its file's name is kept (empty or null when none was chosen). */
export function hasUpload(image: string | null): boolean {
  return image !== null && image !== ''
}

/**
 * An upload's failure that the server answered carries its HTTP status (and its message, shown as it
 * is); any other (the connection dropped, the request never ended) is the upload's own.
 */
export function isUploadFailure(error: unknown): boolean {
  return !(typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number')
}
