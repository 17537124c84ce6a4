import * as v from 'valibot'
import { toFormData } from '../../lib/form-data'
import { feedCreateBody, type Feed, type FeedStatus } from '../../contract/feeds'
import { toLocalInput } from '../../lib/dates'
import { choice, formFields, localTime, text, validateWith, type Codec } from '../../ui/form/codecs'
import * as m from '../../paraglide/m/feeds'

/** Published or not, shown as an on/off switch. */
const published: Codec<FeedStatus, FeedStatus, boolean> = {
  empty: true,
  read: (status) => status === 'published',
  write: (on) => (on ? 'published' : 'unpublished'),
  show: (on) => (on ? m.published() : m.unpublished()),
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
export const feedFormData = (values: FeedFormValues, files: readonly File[], update?: Update) =>
  toFormData({ ...v.parse(feedFormSchema, feedFields.write(values)), ...update }, { media: files })
