// What a list's export needs to know of jobs, without the Jobs screen's texts (src/lib and the list kit read it).

/**
 * An export of this many matching rows or more runs as a job (a file waiting in /jobs); a smaller one streams at once,
 * as before: the stream already holds one batch in memory and ends in seconds, so only a long one ties up the request.
 */
export const backgroundExportRows = 5000

/** Asked on a list's CSV export: "answer with a job if it is large" (RFC 7240). */
export const respondAsync = 'respond-async'

/** The Jobs API, spelled once. */
export const jobPaths = {
  list: '/api/jobs',
  job: (id: string) => `/api/jobs/${encodeURIComponent(id)}`,
  retry: (id: string) => `/api/jobs/${encodeURIComponent(id)}/retry`,
  cancel: (id: string) => `/api/jobs/${encodeURIComponent(id)}/cancel`,
  file: (id: string) => `/api/jobs/${encodeURIComponent(id)}/file`,
} as const
