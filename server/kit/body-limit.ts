import { bodyLimit } from 'hono/body-limit'

/** The largest JSON body any route takes; routes that take files set their own limit (uploadLimit). */
export const jsonBodyBytes = 64 * 1024

/** The 64 KB limit of a JSON request: 413 `{ status: false, message }` past it. */
export const jsonLimit = () =>
  bodyLimit({
    maxSize: jsonBodyBytes,
    onError: (c) => c.json({ status: false, message: `The request is too large (at most ${jsonBodyBytes / 1024} KB).` }, 413),
  })
