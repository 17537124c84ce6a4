import type { CsvProblem, CsvRead, WorkerRead } from './csv-worker'
import { importMessages } from '../../contract/import'
import * as m from '../../paraglide/m/kit'

/** Larger files are refused before they are read: 50,000 rows of a dozen columns are far below this. */
const maxFileBytes = 50 * 1024 * 1024

/** What the worker's refusal says, in the page's language. */
const problems: Record<CsvProblem, () => string> = {
  encoding: () => importMessages.encoding,
  none: () => importMessages.none,
  fileTooLong: () => importMessages.fileTooLong,
  unreadable: () => m.fileUnreadable(),
}

/** Parses the file in a worker (papaparse), so a large file never blocks the screen. */
export function readCsv(file: File): Promise<CsvRead> {
  if (file.size > maxFileBytes) return Promise.resolve({ ok: false, message: m.fileTooLarge() })
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./csv-worker.ts', import.meta.url), { type: 'module' })
    worker.onmessage = ({ data }: MessageEvent<WorkerRead>) => {
      resolve(data.ok ? data : { ok: false, message: problems[data.problem]() })
      worker.terminate()
    }
    worker.onerror = () => {
      resolve({ ok: false, message: m.fileUnreadable() })
      worker.terminate()
    }
    worker.postMessage(file)
  })
}
