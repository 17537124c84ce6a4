import * as v from 'valibot'
import { feedCreateBody, type Feed, type FeedStatus } from '../../contract/feeds'
import { toLocalInput } from '../../lib/dates'
import { choice, formFields, localTime, text, validateWith, type Codec } from '../../ui/form/codecs'

/** Published or not, shown as an on/off switch. */
const published: Codec<FeedStatus, FeedStatus, boolean> = {
  empty: true,
  read: (status) => status === 'published',
  write: (on) => (on ? 'published' : 'unpublished'),
  show: (on) => (on ? 'Published' : 'Unpublished'),
}

/** The feed form's fields, under the contract's keys; the image is kept beside them (use-feed-media). */
export const feedFields = formFields({
  title: text,
  body: text,
  type: choice<Feed['type']>('post'),
  publish_at: localTime,
  status: published,
  updated_at: text,
})
export type FeedFormValues = ReturnType<typeof feedFields.empty>

/** The shared schema without the file, which the image picker checks on pick. */
const feedFormSchema = v.omit(feedCreateBody, ['media'])
export const validateFeed = validateWith(feedFormSchema, feedFields.write)

/** A new post goes live now. */
export const newFeed = (now = new Date()): FeedFormValues => feedFields.empty({ publish_at: toLocalInput(now.toISOString()) })

type Update = { updated_at: string; remove_media: boolean }

/** The multipart body: the validated fields as text and the new image as `media`. */
export function feedFormData(values: FeedFormValues, files: readonly File[], update?: Update): FormData {
  const fields = v.parse(feedFormSchema, feedFields.write(values))
  const data = new FormData()
  for (const [key, value] of Object.entries({ ...fields, ...update })) data.append(key, String(value))
  for (const file of files) data.append('media', file)
  return data
}
