import { HttpError } from '../../http/errors'

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG = [0xff, 0xd8, 0xff]

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte)

/**
 * A profile image is png or jpeg by its bytes, whatever type the upload declares, and at most
 * MAX_IMAGE_BYTES; anything else is refused with 413 or 415.
 */
export async function checkedImage(file: Blob): Promise<{ mime: 'image/png' | 'image/jpeg'; bytes: Uint8Array }> {
  if (file.size > MAX_IMAGE_BYTES) {
    throw new HttpError(413, `body.image: larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`)
  }
  const bytes = new Uint8Array(await file.arrayBuffer())
  if (startsWith(bytes, PNG)) return { mime: 'image/png', bytes }
  if (startsWith(bytes, JPEG)) return { mime: 'image/jpeg', bytes }
  throw new HttpError(415, 'body.image: only png or jpeg images are accepted')
}
