import * as v from 'valibot'

/** Images any area accepts (template photos, feed media): checked on pick by the app and by their bytes on the server. */
export const imageRules = { maxCount: 5, maxBytes: 2 * 1024 * 1024, types: ['image/jpeg', 'image/png', 'image/webp'] } as const
export type ImageType = (typeof imageRules.types)[number]

/** One uploaded image; an over-size file is answered 413, a wrong type 400. */
export const imageFile = v.pipe(
  v.file('Please choose an image file'),
  v.mimeType(imageRules.types, 'Images must be JPEG, PNG or WebP'),
  v.maxSize(imageRules.maxBytes, 'Each image must be at most 2 MB'),
)

/** Multipart sends one file as a value and several as a list; an empty file input sends an empty file. */
export const imageFiles = (maxCount: number = imageRules.maxCount) =>
  v.pipe(
    v.union([v.file(), v.array(v.file())], 'Please choose an image file'),
    v.transform((value) => (Array.isArray(value) ? value : [value]).filter((file) => file.size > 0)),
    v.maxLength(maxCount, `You can upload at most ${maxCount} images`),
    v.array(imageFile),
  )
