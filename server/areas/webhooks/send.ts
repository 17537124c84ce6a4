import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { Webhook } from 'standardwebhooks'
import { guardedLookup, PrivateAddressError, urlProblem } from './ssrf'

/** One attempt's outcome: the receiver's status (null when none answered), the time taken, an error and the answer's start. */
export type Outcome = { status: number | null; durationMs: number; error: string | null; response: string | null }

const excerptBytes = 1000

/**
 * The Standard Webhooks headers of one message: `webhook-id` (the delivery's, the same on retries, so a receiver can
 * drop a repeat), `webhook-timestamp` (seconds) and `webhook-signature` (`v1,` and the base64 HMAC-SHA256 of
 * `id.timestamp.body` under the secret), made by the `standardwebhooks` package: one per secret, space-separated (the
 * current one first, then a replaced one still in its overlap), any of which a receiver accepts.
 */
export function signedHeaders(secrets: readonly string[], messageId: string, body: string, at: Date): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': 'back-office-webhooks/1',
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(messageId, at, body)).join(' '),
  }
}

/** Posts the body: no redirects followed, the answer's first kilobyte kept, given up after `timeoutMs`. */
export function post(
  url: string,
  headers: Record<string, string>,
  body: string,
  { timeoutMs, allowPrivate }: { timeoutMs: number; allowPrivate: boolean },
): Promise<Outcome> {
  const started = performance.now()
  const took = () => Math.round(performance.now() - started)
  const problem = urlProblem(url, allowPrivate)
  if (problem)
    return Promise.resolve({ status: null, durationMs: 0, error: problem === 'scheme' ? 'refused:not-https' : 'refused:private-address', response: null })
  const send = url.startsWith('https:') ? httpsRequest : httpRequest
  return new Promise((resolve) => {
    const req = send(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      lookup: guardedLookup(allowPrivate),
      timeout: timeoutMs,
    })
    req.on('response', (res) => {
      const chunks: Buffer[] = []
      let size = 0
      res.on('data', (chunk: Buffer) => {
        if (size < excerptBytes) chunks.push(chunk)
        size += chunk.length
      })
      res.on('end', () => {
        const response = Buffer.concat(chunks).subarray(0, excerptBytes).toString('utf8')
        resolve({ status: res.statusCode ?? null, durationMs: took(), error: null, response: response || null })
      })
      res.on('error', (error) => resolve({ status: res.statusCode ?? null, durationMs: took(), error: error.message, response: null }))
    })
    req.on('timeout', () => req.destroy(new Error(`no answer in ${timeoutMs} ms`)))
    req.on('error', (error) =>
      resolve({ status: null, durationMs: took(), error: error instanceof PrivateAddressError ? 'refused:private-address' : error.message, response: null }),
    )
    req.end(body)
  })
}

/** Whether an outcome is final: a success, or a 4xx other than 408 and 429 (the receiver refuses it; a retry would too). */
export const succeeded = (outcome: Outcome) => outcome.status !== null && outcome.status >= 200 && outcome.status < 300
export const refusedForGood = (outcome: Outcome) =>
  (outcome.status !== null && outcome.status >= 400 && outcome.status < 500 && outcome.status !== 408 && outcome.status !== 429) ||
  Boolean(outcome.error?.startsWith('refused:'))
