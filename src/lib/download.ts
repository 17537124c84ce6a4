import { ApiError } from './api-error'
import * as m from '../paraglide/m/kit'
import { apiRequest, type Query } from './http'
import { respondAsync } from '../contract/jobs/basics'

/** Fetches a file through the API client (bearer token, offline and error handling) and saves it; `body` POSTs it (the chosen rows). */
export async function downloadFile(path: string, query: Query, fallbackName: string, body?: object): Promise<void> {
  const response = await apiRequest<Response>(path, { query, raw: true, ...(body ? { method: 'POST' as const, body } : {}) })
  await saveResponse(response, fallbackName)
}

/**
 * A list's CSV export that the server may run as a job when it is large (docs/areas/jobs.md): the file is saved at once
 * (answered null), or the server answers 202 with the job to follow.
 */
export async function downloadOrQueue(path: string, query: Query, fallbackName: string): Promise<unknown> {
  const response = await apiRequest<Response>(path, { query, raw: true, headers: { Prefer: respondAsync } })
  if (response.status === 202) return ((await response.json()) as { data: unknown }).data
  await saveResponse(response, fallbackName)
  return null
}

async function saveResponse(response: Response, fallbackName: string): Promise<void> {
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
