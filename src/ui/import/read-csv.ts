import { importMessages } from '../../contract/import'
import type { CsvProblem, CsvRead, WorkerRead } from './csv-worker'
import * as m from '../../contract/i18n/m/kit'

/** Larger files are refused before they are read: 50,000 rows of a dozen columns are far below this. */
const maxFileBytes = 50 * 1024 * 1024

/** What the page says of a file the worker could not take, in the language of the moment. */
const problemText = (problem: CsvProblem): string => (problem === 'unreadable' ? m.fileUnreadable() : importMessages[problem])

/** Parses the file in a worker (papaparse), so a large file never blocks the screen. */
export function readCsv(file: File): Promise<CsvRead> {
  if (file.size > maxFileBytes) return Promise.resolve({ ok: false, message: m.fileTooLarge() })
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./csv-worker.ts', import.meta.url), { type: 'module' })
    worker.onmessage = (event: MessageEvent<WorkerRead>) => {
      const read = event.data
      resolve(read.ok ? read : { ok: false, message: problemText(read.problem) })
      worker.terminate()
    }
    worker.onerror = () => {
      resolve({ ok: false, message: m.fileUnreadable() })
      worker.terminate()
    }
    worker.postMessage(file)
  })
}
