import * as v from 'valibot'

/** `?redirect=/path` kept across sign-in; only same-app paths are honoured. */
export const redirectSearch = v.object({
  redirect: v.optional(v.pipe(v.string(), v.regex(/^\/(?!\/)/)), undefined),
})
