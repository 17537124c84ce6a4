import { promisify } from 'node:util'
import { gzip, gzipSync } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'
import { accepts } from 'hono/accepts'
import { compress } from 'hono/compress'

const gzipAsync = promisify(gzip)
/** Below this a JSON answer goes as it is: gzip would save a few bytes for its own header and a round of CPU. */
const threshold = 1024
/** Above this the gzip runs on libuv's pool, off the event loop (a large export of JSON, a long dropdown). */
const inlineUpTo = 64 * 1024

/**
 * Compression for every answer: JSON answers (the API's, whole in memory) in one call of node's zlib; the rest (CSV
 * exports, the app's files) through Hono's compress(), which streams. compress() alone piped every JSON answer through a
 * web CompressionStream as well: a 20-row list cost 350 µs more CPU gzipped than plain, against about 150 µs so (issue 36).
 * The answer's Vary names Accept-Encoding (server/kit/locale.ts sets it for the API before the answer is made).
 */
export function compressAnswers(): MiddlewareHandler[] {
  const json: MiddlewareHandler = async (c, next) => {
    await next()
    if (c.req.method === 'HEAD' || !c.req.header('Accept-Encoding')) return
    const answer = c.res
    const { headers } = answer
    if (!headers.get('Content-Type')?.startsWith('application/json') || headers.has('Content-Encoding') || headers.has('Content-Length')) return
    if (/\bno-transform\b/i.test(headers.get('Cache-Control') ?? '')) return
    if (accepts(c, { header: 'Accept-Encoding', supports: ['gzip'], default: 'identity' }) !== 'gzip') return
    const body = Buffer.from(await answer.arrayBuffer())
    const small = body.byteLength < threshold
    const sent = small ? body : body.byteLength > inlineUpTo ? await gzipAsync(body) : gzipSync(body)
    const rebuilt = new Headers(headers)
    if (!small) rebuilt.set('Content-Encoding', 'gzip')
    // Its length said, so compress() (outside this) leaves a small answer as it is.
    rebuilt.set('Content-Length', String(sent.byteLength))
    // Unset first: Hono's setter would otherwise rebuild the new answer around the old one's body as a stream.
    c.res = undefined
    c.res = new Response(sent, { status: answer.status, headers: rebuilt })
  }
  return [compress(), json]
}
