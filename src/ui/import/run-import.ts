import type { ImportAnswer, ImportError, ImportSpec } from '../../contract/import'
import { importRowLimit } from '../../contract/import'
import type { Job } from '../../contract/jobs'
import { jobPaths, respondAsync } from '../../contract/jobs/basics'
import { inLanguage } from '../../contract/i18n/locale'
import { apiRequest } from '../../lib/http'

/** Which header of the file each field is read from (a field without one is left out). */
export type Mapping = Record<string, string>

/** A header as compared: its letters (Devanagari's vowel signs too) and digits, in lower case. */
const normal = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]/gu, '')
/** The names a column's header may have: its label in the page's language and in English (a file made in either), its field. */
const namesOf = (column: ImportSpec['columns'][number]) => [column.label, inLanguage('en', () => column.label), column.field].map(normal).filter(Boolean)
const storeKey = (importer: string) => `import-columns:${importer}`

function rememberedMapping(importer: string): Mapping {
  try {
    return JSON.parse(localStorage.getItem(storeKey(importer)) ?? '{}') as Mapping
  } catch {
    return {}
  }
}

/** Each field's header: the one chosen last time for this importer if the file has it, else one named like its label (in either language) or field. */
export function autoMap(importer: string, spec: ImportSpec, headers: string[]): Mapping {
  const remembered = rememberedMapping(importer)
  const mapping: Mapping = {}
  for (const column of spec.columns) {
    const known = remembered[column.field]
    const match = known && headers.includes(known) ? known : headers.find((header) => namesOf(column).includes(normal(header)))
    if (match) mapping[column.field] = match
  }
  return mapping
}

export const rememberMapping = (importer: string, mapping: Mapping) => localStorage.setItem(storeKey(importer), JSON.stringify(mapping))

/** The file's rows as the API takes them, each with its line in the file (the header is line 1). */
export function rowsOf(headers: string[], rows: string[][], mapping: Mapping) {
  const index = Object.entries(mapping).map(([field, header]) => [field, headers.indexOf(header)] as const)
  return rows.map((cells, at) => ({ line: at + 2, row: Object.fromEntries(index.map(([field, column]) => [field, cells[column] ?? ''])) }))
}
type Line = ReturnType<typeof rowsOf>[number]

const path = (importer: string) => `/api/import/${importer}`

/** When this file (its hash) was imported by the organisation, or null. */
export async function importedAt(importer: string, hash: string): Promise<string | null> {
  const answer = await apiRequest<{ imported_at: string | null }>(`${path(importer)}/done/${hash}`)
  return answer.imported_at
}

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = []
  for (let start = 0; start < items.length; start += importRowLimit) out.push(items.slice(start, start + importRowLimit))
  return out
}

const post = (importer: string, lines: Line[], dryRun: boolean, part?: { file: string; part: number; skip_invalid: true }) =>
  apiRequest<ImportAnswer>(path(importer), {
    method: 'POST',
    body: { rows: lines.map((line) => line.row), lines: lines.map((line) => line.line), dry_run: dryRun, ...part },
  })

/** The dry run, chunk by chunk: how many rows are good and every bad row's errors. */
export async function checkRows(importer: string, lines: Line[], progress: (done: number) => void) {
  let valid = 0
  const errors: ImportError[] = []
  for (const chunk of chunks(lines)) {
    const answer = await post(importer, chunk, true)
    valid += answer.valid
    errors.push(...answer.errors)
    progress(valid + new Set(errors.map((error) => error.line)).size)
  }
  return { valid, errors }
}

/** What an import came to: its job (ended) when it ran as one, else the rows added or the replay's message. */
export type Imported = { job: Job } | { added: number; replayed: string | null }

/** How often the screen asks how far an import's job got. */
const pollMs = 1000

/** Follows an import's job until it ends, telling `progress` each change (the job row and its count). */
async function followJob(started: Job, progress: (job: Job) => void): Promise<Job> {
  let job = started
  while (job.state === 'queued' || job.state === 'running') {
    progress(job)
    await new Promise((resolve) => setTimeout(resolve, pollMs))
    try {
      job = (await apiRequest<{ data: Job }>(jobPaths.job(job.id))).data
    } catch {
      // A blip: ask again at the next turn.
    }
  }
  return job
}

/**
 * Every row of the file: each chunk checked and kept by the server as a part (its bad rows set aside with their
 * reasons, skip_invalid), then one commit imports every part in one transaction (the whole file or nothing) under
 * the file's hash as its key, as a job (docs/areas/jobs.md#imports) that keeps the skipped rows as a CSV. A resend
 * imports nothing twice. Without a queue the server commits at once (200).
 */
export async function importRows(
  importer: string,
  hash: string,
  lines: Line[],
  progress: (done: number) => void,
  following: (job: Job) => void,
): Promise<Imported> {
  const parts = chunks(lines)
  for (const [index, chunk] of parts.entries()) {
    await post(importer, chunk, false, { file: hash, part: index, skip_invalid: true })
    progress(Math.min(lines.length, (index + 1) * importRowLimit))
  }
  const answer = await apiRequest<ImportAnswer & { data?: Job }>(`${path(importer)}/commit`, {
    method: 'POST',
    body: { file: hash, parts: parts.length },
    headers: { 'Idempotency-Key': hash, Prefer: respondAsync },
  })
  if (answer.data && 'state' in answer.data) return { job: await followJob(answer.data, following) }
  return { added: answer.added, replayed: answer.added === 0 ? answer.message : null }
}
