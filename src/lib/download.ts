import { ApiError } from './api-error'
import * as m from '../paraglide/m/kit'
import { apiRequest, type Query } from './http'

/** Fetches a file through the API client (bearer token, offline and error handling) and saves it; `body` POSTs it (the chosen rows). */
export async function downloadFile(path: string, query: Query, fallbackName: string, body?: object): Promise<void> {
  const response = await apiRequest<Response>(path, { query, raw: true, ...(body ? { method: 'POST' as const, body } : {}) })
  if (!response.ok) throw new ApiError(response.status, null, m.exportFailed())
  const disposition = response.headers.get('Content-Disposition') ?? ''
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName
  const url = URL.createObjectURL(await response.blob())
  const link = Object.assign(document.createElement('a'), { href: url, download: name })
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
