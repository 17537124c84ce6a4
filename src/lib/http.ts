import * as v from 'valibot'
import { getLocale } from '../contract/i18n/locale'
import * as m from '../paraglide/m/kit'
import { ApiError, OfflineError, PartialOutageError, errorText } from './api-error'
import { bannerStore, hideBanner, showBanner } from './banner'
import { connectivityStore, isOnline } from './connectivity'
import { durations, notices } from './messages'
import { clearSession, getAuthToken } from './storage'

export type Query = Record<string, string | number | boolean | null | undefined>

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Query
  /** A plain object is sent as JSON; FormData goes with no content type so the browser sets the boundary. */
  body?: unknown
  schema?: v.GenericSchema<unknown, T>
  headers?: Record<string, string>
  signal?: AbortSignal
  /** Hand back the Response itself after the status checks (file downloads). */
  raw?: boolean
}

const API_BASE: string = import.meta.env.VITE_API_BASE ?? ''
export const SERVER_ERROR_IMAGE = '/images/server-error.svg'

let unauthorizedHandler: () => void = () => window.location.assign('/login')
/** The app registers how to leave for /login (router navigation, cache clearing). */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler
}

let totpSetupHandler: () => void = () => window.location.assign('/setup-authenticator')
/** Where the app goes when the server says the person's role requires an authenticator app they have not set up. */
export function setTotpSetupHandler(handler: () => void): void {
  totpSetupHandler = handler
}

export function buildUrl(path: string, query?: Query): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  }
  const search = params.toString()
  return search ? `${url}?${search}` : url
}

function buildHeaders(body: unknown, extra?: Record<string, string>): Headers {
  // The server answers in the app's language (server/kit/locale.ts).
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': getLocale() === 'hi' ? 'hi-IN,hi' : 'en-IN,en', ...extra })
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json')
  const token = getAuthToken()
  if (token) headers.set('Authorization', `Bearer ${token}`)
  return headers
}

/** Aborts the request when the browser goes offline mid-flight (docs/api.md#client). */
function offlineAbortSignal(signal?: AbortSignal): { signal: AbortSignal; release: () => void } {
  const controller = new AbortController()
  const unsubscribe = connectivityStore.subscribe(() => {
    if (!connectivityStore.get()) controller.abort(new OfflineError())
  })
  const signals = signal ? [signal, controller.signal] : [controller.signal]
  return { signal: AbortSignal.any(signals), release: unsubscribe }
}

async function readBody(response: Response): Promise<Record<string, unknown> | null> {
  const text = await response.text()
  if (!text) return null
  try {
    const parsed: unknown = JSON.parse(text)
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : { data: parsed }
  } catch {
    return { message: text.slice(0, 200) }
  }
}

/**
 * The server says why the session ended (expired, signed out from another device, access turned off): shown as it
 * says. A request that went out after the token was gone (one already on its way to /login) keeps the first reason.
 */
function onUnauthorized(body: Record<string, unknown> | null, hadToken: boolean): string {
  // A plain expiry says the spec's notice; a session ended for a reason (access turned off, signed out elsewhere) says why.
  const said = typeof body?.reason === 'string' && typeof body.message === 'string' && body.message ? body.message : notices.sessionExpired
  const shown = bannerStore.get()
  const message = !hadToken && shown.visible && shown.statusCode === 401 ? shown.message : said
  clearSession()
  showBanner({ message, statusCode: 401, duration: durations.sessionExpired })
  unauthorizedHandler()
  return message
}

/** docs/app.md#errors's persistent notice with its picture; a 5xx says the server failed, not the connection. */
function onServerFailure(statusCode: number): string {
  const message = statusCode ? notices.serverError : notices.serverUnreachable
  showBanner({ message, statusCode, image: SERVER_ERROR_IMAGE, duration: null })
  return message
}

/**
 * The notice of docs/app.md#notices for a request attempted offline. It takes the banner's place (docs/app.md#timings: offline
 * notices persist until dismissed) rather than a toast, which the offline banner covers on a phone;
 * coming back online hides it like the offline banner.
 */
export function notifyOffline(): void {
  showBanner({ message: notices.requestWhileOffline, isOffline: true, duration: null })
}

function offlineFailure(): OfflineError {
  notifyOffline()
  return new OfflineError()
}

async function send(path: string, options: RequestOptions<unknown>): Promise<Response> {
  if (!isOnline()) throw offlineFailure()
  const { signal, release } = offlineAbortSignal(options.signal)
  try {
    return await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers: buildHeaders(options.body, options.headers),
      body: options.body === undefined ? undefined : options.body instanceof FormData ? options.body : JSON.stringify(options.body),
      signal,
    })
  } catch (cause) {
    // A read cut off by the connection dropping (a screen loading, a refetch, a poll) leaves the offline banner alone:
    // it already says so. What a person sent (a submit, a tap) gets the notice.
    if (!isOnline()) throw (options.method ?? 'GET') === 'GET' ? new OfflineError() : offlineFailure()
    if (options.signal?.aborted) throw cause
    throw new ApiError(0, null, onServerFailure(0))
  } finally {
    release()
  }
}

/** The longest Retry-After this client waits out by itself before sending a request again. */
const retryAfterCap = 5

/**
 * Sends the request, and once more after the server's Retry-After when it answered 503 with one (the database was
 * restarting, the embedded database's queue was full): a read, or a write carrying an Idempotency-Key, which the
 * server answers once whatever number of times it arrives. A second 503 is the caller's, as any other failure.
 */
async function sendOnceMore(path: string, options: RequestOptions<unknown>): Promise<Response> {
  const response = await send(path, options)
  const said = response.headers.get('Retry-After')
  const seconds = Number(said)
  const repeatable = (options.method ?? 'GET') === 'GET' || Boolean(options.headers?.['Idempotency-Key'])
  if (response.status !== 503 || !said || !repeatable || !(seconds >= 0 && seconds <= retryAfterCap)) return response
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000))
  if (options.signal?.aborted) return response
  return send(path, options)
}

/** One call to the API with the behaviour of docs/api.md#client and docs/app.md#notices: bearer token, JSON, 401, server-down and offline handling. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const hadToken = Boolean(getAuthToken())
  const response = await sendOnceMore(path, options as RequestOptions<unknown>)
  if (options.raw && response.ok) return response as T
  const body = await readBody(response)
  if (response.status === 401) {
    throw new ApiError(401, body, onUnauthorized(body, hadToken))
  }
  // A separate service behind the API is down (the API marks it): that screen says so; the rest of the app works on.
  if (response.status >= 500 && response.headers.has('X-Partial-Outage')) {
    throw new PartialOutageError(response.status, body, errorText(new ApiError(response.status, body, '')))
  }
  if (response.status >= 500) throw new ApiError(response.status, body, onServerFailure(response.status))
  if (response.status === 403 && body?.totp_setup_required === true) totpSetupHandler()
  if (!response.ok) throw new ApiError(response.status, body, errorText(new ApiError(response.status, body, '')))
  const banner = bannerStore.get()
  if (banner.visible && banner.image === SERVER_ERROR_IMAGE) hideBanner()
  if (!options.schema) return body as T
  const parsed = v.safeParse(options.schema, body)
  if (!parsed.success) throw new ApiError(response.status, body, m.answerNotUnderstood())
  return parsed.output
}
