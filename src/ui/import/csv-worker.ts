import Papa from 'papaparse'
import { importFileRowLimit } from '../../contract/import'

// Reads and parses a chosen CSV file off the main thread (src/ui/import/read-csv.ts starts it): UTF-8 only, at most
// importFileRowLimit rows, with the SHA-256 of its bytes (the import's key: the same file imports once). A refusal is
// named, not said: the worker has no language of its own, and read-csv.ts says it in the page's.

export type CsvProblem = 'encoding' | 'none' | 'fileTooLong' | 'unreadable'
export type CsvRead = { ok: true; headers: string[]; rows: string[][]; hash: string } | { ok: false; message: string }
export type WorkerRead = Extract<CsvRead, { ok: true }> | { ok: false; problem: CsvProblem }

const scope = self as unknown as { onmessage: ((event: MessageEvent<File>) => void) | null; postMessage: (message: WorkerRead) => void }

async function read(file: File): Promise<WorkerRead> {
  const bytes = await file.arrayBuffer()
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return { ok: false, problem: 'encoding' }
  }
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' })
  const [headers, ...rows] = parsed.data
  if (!headers || rows.length === 0) return { ok: false, problem: 'none' }
  if (rows.length > importFileRowLimit) return { ok: false, problem: 'fileTooLong' }
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  const hash = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return { ok: true, headers: headers.map((header) => header.trim()), rows, hash }
}

scope.onmessage = (event) => {
  void read(event.data).then(
    (result) => scope.postMessage(result),
    () => scope.postMessage({ ok: false, problem: 'unreadable' }),
  )
}
