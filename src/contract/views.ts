import * as v from 'valibot'
import { messages, requiredText } from './common'
import { flatRecord } from './flat-record'
import * as m from '../paraglide/m/server'
import { labelsFrom } from './vocabulary'

// Saved views of a list (docs/api.md#views): a name for a list's search, filters and sort (what its URL keeps),
// personal or shared with the organisation, one of them a person's default for that list.

/** Each read when it is said, in the language of the moment (the request's on the server). */
export const viewMessages = labelsFrom({
  name: m.viewName,
  nameLength: m.viewNameLength,
  list: m.viewList,
  query: m.viewQuery,
  tooMany: m.viewTooMany,
  notFound: m.viewNotFound,
  notOwner: m.viewNotOwner,
  taken: m.viewTaken,
})

export const viewLimit = 50

/** A list's app path ('/complaints'); the server holds it to the screens of the list of areas the caller may open. */
const listPath = v.pipe(
  v.string(),
  v.regex(/^\/[a-z][a-z/-]{0,60}$/, () => viewMessages.list),
)

type QueryValue = string | number | boolean
const isQueryValue = (value: unknown) => (typeof value === 'string' && value.length <= 200) || typeof value === 'number' || typeof value === 'boolean'

/** The list's URL search as it was saved: its own keys (search, filters, ordering, page_size), plain values. */
const viewQuery = flatRecord<QueryValue>(isQueryValue, () => viewMessages.query)

/** POST /api/views. */
const viewName = v.pipe(
  requiredText(() => viewMessages.name),
  v.maxLength(60, () => viewMessages.nameLength),
)
const flag = v.boolean(messages.invalid)

export const viewCreateBody = v.object({
  list: listPath,
  name: viewName,
  query: viewQuery,
  shared: v.optional(flag, false),
  is_default: v.optional(flag, false),
})
export type ViewCreateBody = v.InferInput<typeof viewCreateBody>

/** PUT /api/views/{id}: any of the fields; the list stays. */
export const viewUpdateBody = v.object({ name: v.optional(viewName), query: v.optional(viewQuery), shared: v.optional(flag), is_default: v.optional(flag) })
export type ViewUpdateBody = v.InferInput<typeof viewUpdateBody>

/** GET /api/views?list=/complaints. */
export const viewListQuery = v.object({ list: listPath })

/** A view as the API answers it: `mine` when the caller saved it (only they may change it). */
export const savedViewSchema = v.object({
  id: v.string(),
  list: v.string(),
  name: v.string(),
  query: flatRecord<QueryValue>(isQueryValue, messages.invalid),
  shared: v.boolean(),
  is_default: v.boolean(),
  mine: v.boolean(),
  owner_name: v.string(),
  updated_at: v.string(),
})
export type SavedView = v.InferOutput<typeof savedViewSchema>

export const viewsResponse = v.object({ status: v.boolean(), message: v.string(), data: v.array(savedViewSchema) })
export const viewSavedResponse = v.object({ status: v.boolean(), message: v.string(), data: savedViewSchema })

export const viewPaths = {
  list: '/api/views',
  one: (id: string) => `/api/views/${encodeURIComponent(id)}`,
} as const
