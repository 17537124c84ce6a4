import type { ImageType } from '../../src/contract/media'
import { fail } from './result'
import type { Outcome } from './result'
import { notAnImage } from '../../src/paraglide/m/server'

/** An uploaded image as its bytes really are, ready to store (template photos, feed media). */
export type ImageUpload = { type: ImageType; bytes: Uint8Array }

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte)
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

/** The type the bytes really are: the declared content type is the client's word, and we serve these to browsers. */
function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp'
  return null
}

/**
 * Reads validated uploads (type and size are checked by the contract) and refuses any that is not what it claims, with
 * the message under `field`.
 */
export async function readImages(files: File[], field = 'images'): Promise<Outcome<{ images: ImageUpload[] }>> {
  const images: ImageUpload[] = []
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer())
    const type = sniffImageType(bytes)
    if (!type) return fail(400, notAnImage(), { errors: { [field]: [notAnImage()] } })
    images.push({ type, bytes })
  }
  return { ok: true, images }
}

/** The public address of a stored image (see templateImages in the schema for why it needs no token). */
export const mediaUrl = (id: string) => `/api/media/${id}`
