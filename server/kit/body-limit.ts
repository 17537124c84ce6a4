import { bodyLimit } from 'hono/body-limit'
import { bodyTooLarge } from '../../src/paraglide/m/server'

/** The largest JSON body any route takes; routes that take files set their own limit (uploadLimit). */
export const jsonBodyBytes = 64 * 1024

/** The 64 KB limit of a JSON request: 413 `{ status: false, message }` past it. */
export const jsonLimit = () =>
  bodyLimit({
    maxSize: jsonBodyBytes,
    onError: (c) => c.json({ status: false, message: bodyTooLarge({ size: jsonBodyBytes / 1024 }) }, 413),
  })
