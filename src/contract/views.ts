import * as v from 'valibot'
import { areaScreens } from './areas'
import { messages, requiredText } from './common'

// Saved views of a list (docs/api.md#views): a name for a list's search, filters and sort (what its URL keeps),
// personal or shared with the organisation, one of them a person's default for that list.

/** The lists a view can be saved for: every screen of the list of areas. */
const listPaths = areaScreens.map((screen) => screen.path)

export const viewMessages = {
  name: 'Please enter a name for the view',
  nameLength: 'A view name is at most 60 characters',
  list: 'Please choose a list',
  query: 'A view keeps at most 30 settings of up to 200 characters each',
  tooMany: 'You can keep at most 50 views of one list. Delete one first.',
  notFound: 'View not found.',
  notOwner: 'Only the person who saved this view can change it.',
  taken: 'You already have a view with this name for this list',
} as const

export const viewLimit = 50

const queryValue = v.union([v.pipe(v.string(), v.maxLength(200, viewMessages.query)), v.number(), v.boolean()], viewMessages.query)

/** The list's URL search as it was saved: its own keys (search, filters, ordering, page_size), plain values. */
const viewQuery = v.pipe(
  v.record(v.pipe(v.string(), v.regex(/^[a-z_]{1,40}$/, viewMessages.query)), queryValue, viewMessages.query),
  v.check((query) => Object.keys(query).length <= 30, viewMessages.query),
)

/** POST /api/views. */
export const viewCreateBody = v.object({
  list: v.picklist(listPaths, viewMessages.list),
  name: v.pipe(requiredText(viewMessages.name), v.maxLength(60, viewMessages.nameLength)),
  query: viewQuery,
  shared: v.optional(v.boolean(messages.invalid), false),
  is_default: v.optional(v.boolean(messages.invalid), false),
})
export type ViewCreateBody = v.InferInput<typeof viewCreateBody>

/** PUT /api/views/{id}: any of the fields; the list stays. */
export const viewUpdateBody = v.partial(v.omit(viewCreateBody, ['list']))
export type ViewUpdateBody = v.InferInput<typeof viewUpdateBody>

/** GET /api/views?list=/complaints. */
export const viewListQuery = v.object({ list: v.picklist(listPaths, viewMessages.list) })

/** A view as the API answers it: `mine` when the caller saved it (only they may change it). */
export const savedViewSchema = v.object({
  id: v.string(),
  list: v.string(),
  name: v.string(),
  query: v.record(v.string(), v.union([v.string(), v.number(), v.boolean()])),
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
