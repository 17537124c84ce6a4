import Papa from 'papaparse'
import { importFileRowLimit, importMessages } from '../../contract/import'

// Reads and parses a chosen CSV file off the main thread (src/ui/import/read-csv.ts starts it): UTF-8 only, at most
// importFileRowLimit rows, with the SHA-256 of its bytes (the import's key: the same file imports once).

export type CsvRead = { ok: true; headers: string[]; rows: string[][]; hash: string } | { ok: false; message: string }

const scope = self as unknown as { onmessage: ((event: MessageEvent<File>) => void) | null; postMessage: (message: CsvRead) => void }

async function read(file: File): Promise<CsvRead> {
  const bytes = await file.arrayBuffer()
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return { ok: false, message: importMessages.encoding }
  }
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' })
  const [headers, ...rows] = parsed.data
  if (!headers || rows.length === 0) return { ok: false, message: importMessages.none }
  if (rows.length > importFileRowLimit) return { ok: false, message: importMessages.fileTooLong }
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  const hash = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return { ok: true, headers: headers.map((header) => header.trim()), rows, hash }
}

scope.onmessage = (event) => {
  void read(event.data).then(
    (result) => scope.postMessage(result),
    () => scope.postMessage({ ok: false, message: 'The file could not be read. Choose it again.' }),
  )
}
