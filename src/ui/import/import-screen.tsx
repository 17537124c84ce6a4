import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { importMessages } from '../../contract/import'
import type { ImportError, ImportSpec } from '../../contract/import'
import { errorText } from '../../lib/api-error'
import { downloadFile } from '../../lib/download'
import { useOnline } from '../../lib/connectivity'
import { Button } from '../button'
import { PageHeader } from '../page-header'
import { ImportErrors } from './import-errors'
import { ColumnMapping } from './column-mapping'
import type { CsvRead } from './csv-worker'
import { readCsv } from './read-csv'
import { autoMap, checkRows, importedAt, importRows, rememberMapping, rowsOf } from './run-import'
import type { Mapping } from './run-import'
import './import.css'

type ChosenFile = Extract<CsvRead, { ok: true }> & { name: string }
type Step =
  | { at: 'choose' }
  | { at: 'reading' }
  | { at: 'map' }
  | { at: 'checking'; done: number }
  | { at: 'checked'; valid: number; errors: ImportError[] }
  | { at: 'importing'; done: number; total: number; skipped: number }
  | { at: 'done'; message: string }

const said = (count: number) => count.toLocaleString('en-IN')
const rows = (count: number) => `${said(count)} row${count === 1 ? '' : 's'}`

export type ImportScreenProps = {
  /** The importer's name in its path (/api/import/<importer>). */
  importer: string
  spec: ImportSpec
  title: string
  /** The list the import adds to: its link back, and its cached pages refetched after an import. */
  listPath: string
  listKey: readonly string[]
}

/** A CSV import (docs/api.md#import): choose a file, map its columns, check every row, import the good rows, read the report. */
export function ImportScreen({ importer, spec, title, listPath, listKey }: ImportScreenProps) {
  const online = useOnline()
  const queryClient = useQueryClient()
  const [file, setFile] = useState<ChosenFile | null>(null)
  const [mapping, setMapping] = useState<Mapping>({})
  const [step, setStep] = useState<Step>({ at: 'choose' })
  const [problem, setProblem] = useState<string | null>(null)
  const [many, one] = [spec.noun[1], spec.noun[0]]

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return
    setProblem(null)
    setStep({ at: 'reading' })
    const read = await readCsv(chosen)
    if (!read.ok) {
      setFile(null)
      setStep({ at: 'choose' })
      setProblem(read.message)
      return
    }
    setFile({ ...read, name: chosen.name })
    setMapping(autoMap(importer, spec, read.headers))
    setStep({ at: 'map' })
  }

  const fail = (error: unknown, back: Step) => {
    setProblem(errorText(error))
    setStep(back)
  }

  const check = async () => {
    if (!file) return
    rememberMapping(importer, mapping)
    setProblem(null)
    setStep({ at: 'checking', done: 0 })
    try {
      const when = await importedAt(importer, file.hash)
      if (when) {
        const date = new Date(when).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })
        return setStep({ at: 'done', message: importMessages.already(date) })
      }
      const result = await checkRows(importer, rowsOf(file.headers, file.rows, mapping), (done) => setStep({ at: 'checking', done }))
      setStep({ at: 'checked', ...result })
    } catch (error) {
      fail(error, { at: 'map' })
    }
  }

  const run = async (errors: ImportError[]) => {
    if (!file) return
    const bad = new Set(errors.map((error) => error.line))
    const good = rowsOf(file.headers, file.rows, mapping).filter((line) => !bad.has(line.line))
    setProblem(null)
    setStep({ at: 'importing', done: 0, total: good.length, skipped: bad.size })
    try {
      const { added, replayed } = await importRows(importer, file.hash, good, (done) =>
        setStep({ at: 'importing', done, total: good.length, skipped: bad.size }),
      )
      await queryClient.invalidateQueries({ queryKey: listKey })
      const message = added === 0 && replayed ? replayed : `${said(added)} ${added === 1 ? one : many} imported, ${rows(bad.size)} skipped.`
      setStep({ at: 'done', message })
    } catch (error) {
      fail(error, { at: 'checked', valid: good.length, errors })
    }
  }

  const reset = () => {
    setFile(null)
    setProblem(null)
    setStep({ at: 'choose' })
  }
  const template = () =>
    downloadFile(`/api/import/${importer}/template`, {}, `${importer}-template.csv`).catch((error: unknown) => setProblem(errorText(error)))
  const busy = step.at === 'reading' || step.at === 'checking' || step.at === 'importing'

  return (
    <div className="import-screen">
      <PageHeader
        title={title}
        description={`Add many ${many} from a CSV file (UTF-8, at most 50,000 rows): check every row first, then import the good ones.`}
        actions={
          <Button variant="secondary" onClick={() => void template()} disabled={!online}>
            Download template
          </Button>
        }
      />
      {!online && (
        <p className="import-note" role="status">
          Import needs a connection. {file ? `Your file ${file.name} stays chosen: ` : ''}check and import when you are back online.
        </p>
      )}
      {problem && (
        <p className="form-alert" role="alert">
          {problem}
        </p>
      )}
      <section className="panel import-panel" aria-labelledby="import-file">
        <h2 id="import-file" className="panel-title">
          1. Choose a file
        </h2>
        <label className="btn btn-secondary import-choose">
          {file ? 'Choose another file' : 'Choose a CSV file'}
          <input type="file" accept=".csv,text/csv" className="import-input" disabled={busy} onChange={(event) => void choose(event.target.files?.[0])} />
        </label>
        {step.at === 'reading' && <p role="status">Reading the file…</p>}
        {file && <p className="muted">{`${file.name}: ${said(file.rows.length)} rows, ${said(file.headers.length)} columns.`}</p>}
      </section>
      {file && step.at !== 'reading' && (
        <section className="panel import-panel" aria-labelledby="import-map">
          <h2 id="import-map" className="panel-title">
            2. Match the columns
          </h2>
          <ColumnMapping spec={spec} headers={file.headers} mapping={mapping} onChange={setMapping} disabled={busy} />
          <Button onClick={() => void check()} disabled={!online || busy} loading={step.at === 'checking'}>
            {`Check ${said(file.rows.length)} rows`}
          </Button>
          {step.at === 'checking' && <progress className="import-progress" max={file.rows.length} value={step.done} aria-label="Checking rows" />}
        </section>
      )}
      {(step.at === 'checked' || step.at === 'importing') && file && (
        <section className="panel import-panel" aria-labelledby="import-check">
          <h2 id="import-check" className="panel-title">
            3. Import
          </h2>
          {step.at === 'checked' && (
            <>
              <p role="status">{`${said(step.valid)} good row${step.valid === 1 ? '' : 's'}, ${rows(new Set(step.errors.map((error) => error.line)).size)} with errors.`}</p>
              <ImportErrors errors={step.errors} />
              <div className="import-actions">
                <Button onClick={() => void run(step.errors)} disabled={!online || step.valid === 0}>
                  {`Import ${said(step.valid)} good rows`}
                </Button>
                <Button variant="secondary" onClick={reset}>
                  Cancel
                </Button>
              </div>
            </>
          )}
          {step.at === 'importing' && (
            <>
              <p role="status">{`Importing ${said(step.done)} of ${said(step.total)} rows…`}</p>
              <progress className="import-progress" max={step.total} value={step.done} aria-label="Importing rows" />
            </>
          )}
        </section>
      )}
      {step.at === 'done' && (
        <section className="panel import-panel" aria-labelledby="import-done">
          <h2 id="import-done" className="panel-title">
            Result
          </h2>
          <p role="status" className="import-result">
            {step.message}
          </p>
          <div className="import-actions">
            <Link to={listPath} className="btn btn-primary">
              {`Back to ${many}`}
            </Link>
            <Button variant="secondary" onClick={reset}>
              Import another file
            </Button>
          </div>
        </section>
      )}
    </div>
  )
}
