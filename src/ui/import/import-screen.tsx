import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import * as m from '../../paraglide/m/kit'
import { inLocale } from '../../contract/i18n/formats'
import { formatCount } from '../../lib/format'
import { importFileRowLimit, importMessages } from '../../contract/import'
import type { ImportError, ImportSpec } from '../../contract/import'
import type { Job } from '../../contract/jobs'
import { jobPaths } from '../../contract/jobs/basics'
import { canOpen } from '../../contract/permissions'
import { errorText } from '../../lib/api-error'
import { downloadFile } from '../../lib/download'
import { useOnline } from '../../lib/connectivity'
import { notices } from '../../lib/messages'
import { useMayChange, usePermissions } from '../../lib/permissions-store'
import { Button } from '../button'
import { PageHeader } from '../page-header'
import { ImportErrors } from './import-errors'
import { importToast } from './import-toast'
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
  | { at: 'waiting'; job: Job }
  | { at: 'done'; message: string; errors?: ImportError[]; job?: Job }

const said = (count: number) => formatCount(count)
const rows = (count: number) => m.rowCount({ count, shown: said(count) })
const importedDate = inLocale((tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }))

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
  // An import writes: on a list the person's role only views, no file is taken (docs/accounts.md#permissions).
  const changes = useMayChange(listPath)
  const seesJobs = canOpen(usePermissions().permissions, '/jobs')
  const queryClient = useQueryClient()
  const [file, setFile] = useState<ChosenFile | null>(null)
  const [mapping, setMapping] = useState<Mapping>({})
  const [step, setStep] = useState<Step>({ at: 'choose' })
  const [problem, setProblem] = useState<string | null>(null)
  const [many, one] = [spec.noun[1], spec.noun[0]]
  const navigate = useNavigate()
  // Whether this screen is still open: once it is left, a job still running is followed in a toast (import-toast.tsx).
  const open = useRef(true)
  useEffect(() => {
    open.current = true
    return () => {
      open.current = false
    }
  }, [])

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
        const date = importedDate().format(new Date(when))
        return setStep({ at: 'done', message: importMessages.already(date) })
      }
      const result = await checkRows(importer, rowsOf(file.headers, file.rows, mapping), (done) => setStep({ at: 'checking', done }))
      setStep({ at: 'checked', ...result })
    } catch (error) {
      fail(error, { at: 'map' })
    }
  }

  // Every row goes: the server sets the bad ones aside again (with their reasons) and the import's job keeps them as a CSV.
  const run = async (errors: ImportError[]) => {
    if (!file) return
    const bad = new Set(errors.map((error) => error.line))
    const all = rowsOf(file.headers, file.rows, mapping)
    const checked: Step = { at: 'checked', valid: all.length - bad.size, errors }
    const importedText = (added: number) =>
      m.importedSkipped({ things: m.counted({ shown: said(added), noun: added === 1 ? one : many }), skipped: rows(bad.size) })
    const toastTexts = {
      running: (job: Job) => m.importInBackgroundToast({ things: many, done: said(job.done), total: said(job.total ?? 0) }),
      done: (job: Job) => importedText(job.done),
    }
    const openJobs = seesJobs ? () => void navigate({ to: '/jobs' }) : undefined
    const following = (job: Job) => (open.current ? setStep({ at: 'waiting', job }) : importToast(job, toastTexts, openJobs))
    setProblem(null)
    setStep({ at: 'importing', done: 0, total: all.length, skipped: bad.size })
    try {
      const result = await importRows(importer, file.hash, all, (done) => setStep({ at: 'importing', done, total: all.length, skipped: bad.size }), following)
      await queryClient.invalidateQueries({ queryKey: listKey })
      if ('job' in result) {
        const { job } = result
        if (!open.current) return importToast(job, toastTexts, openJobs)
        if (job.state === 'done') return setStep({ at: 'done', message: importedText(job.done), errors, job })
        setProblem(job.state === 'failed' ? m.importJobFailed({ reason: job.failure ?? '' }) : m.importJobCancelled())
        return setStep(checked)
      }
      const { added, replayed } = result
      setStep({ at: 'done', message: added === 0 && replayed ? replayed : importedText(added), errors })
    } catch (error) {
      fail(error, checked)
    }
  }

  const reset = () => {
    setFile(null)
    setProblem(null)
    setStep({ at: 'choose' })
  }
  const template = () =>
    downloadFile(`/api/import/${importer}/template`, {}, `${importer}-template.csv`).catch((error: unknown) => setProblem(errorText(error)))
  const busy = step.at === 'reading' || step.at === 'checking' || step.at === 'importing' || step.at === 'waiting'
  const downloadSkipped = (job: Job) =>
    downloadFile(jobPaths.file(job.id), {}, job.file_name ?? `${importer}-skipped.csv`).catch((error: unknown) => setProblem(errorText(error)))
  const jobsLink = seesJobs && (
    <Link to="/jobs" className="btn btn-secondary">
      {m.openJobs()}
    </Link>
  )

  return (
    <div className="import-screen">
      <PageHeader
        title={title}
        description={m.importDescription({ things: many, limit: said(importFileRowLimit) })}
        actions={
          <Button variant="secondary" onClick={() => void template()} disabled={!online}>
            {m.downloadTemplate()}
          </Button>
        }
      />
      {!online && (
        <p className="import-note" role="status">
          {file ? m.importOfflineFile({ name: file.name }) : m.importOffline()}
        </p>
      )}
      {problem && (
        <p className="form-alert" role="alert">
          {problem}
        </p>
      )}
      <section className="panel import-panel" aria-labelledby="import-file">
        <h2 id="import-file" className="panel-title">
          {m.chooseFileStep()}
        </h2>
        <label className="btn btn-secondary import-choose">
          {file ? m.chooseAnotherFile() : m.chooseCsvFile()}
          <input
            type="file"
            accept=".csv,text/csv"
            className="import-input"
            disabled={busy || !changes}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </label>
        {!changes && <p className="muted">{notices.viewOnlyReason}</p>}
        {step.at === 'reading' && <p role="status">{m.readingFile()}</p>}
        {file && <p className="muted">{m.fileSummary({ name: file.name, rows: said(file.rows.length), columns: said(file.headers.length) })}</p>}
      </section>
      {file && step.at !== 'reading' && (
        <section className="panel import-panel" aria-labelledby="import-map">
          <h2 id="import-map" className="panel-title">
            {m.matchColumnsStep()}
          </h2>
          <ColumnMapping spec={spec} headers={file.headers} mapping={mapping} onChange={setMapping} disabled={busy} />
          <Button onClick={() => void check()} disabled={!online || busy} loading={step.at === 'checking'}>
            {m.checkRows({ shown: said(file.rows.length) })}
          </Button>
          {step.at === 'checking' && <progress className="import-progress" max={file.rows.length} value={step.done} aria-label={m.checkingRows()} />}
        </section>
      )}
      {(step.at === 'checked' || step.at === 'importing' || step.at === 'waiting') && file && (
        <section className="panel import-panel" aria-labelledby="import-check">
          <h2 id="import-check" className="panel-title">
            {m.importStep()}
          </h2>
          {step.at === 'checked' && (
            <>
              <p role="status">{m.goodRows({ count: step.valid, shown: said(step.valid), bad: rows(new Set(step.errors.map((error) => error.line)).size) })}</p>
              <ImportErrors errors={step.errors} />
              <div className="import-actions">
                <Button onClick={() => void run(step.errors)} disabled={!online || step.valid === 0}>
                  {m.importGoodRows({ shown: said(step.valid) })}
                </Button>
                <Button variant="secondary" onClick={reset}>
                  {m.cancel()}
                </Button>
              </div>
            </>
          )}
          {step.at === 'importing' && (
            <>
              <p role="status">{m.importingOf({ done: said(step.done), total: said(step.total) })}</p>
              <progress className="import-progress" max={step.total} value={step.done} aria-label={m.importingRows()} />
            </>
          )}
          {step.at === 'waiting' && (
            <>
              <p role="status">{m.importInBackground({ done: said(step.job.done), total: said(step.job.total ?? 0) })}</p>
              <progress className="import-progress" max={step.job.total ?? undefined} value={step.job.done} aria-label={m.importingRows()} />
              {jobsLink && <div className="import-actions">{jobsLink}</div>}
            </>
          )}
        </section>
      )}
      {step.at === 'done' && (
        <section className="panel import-panel" aria-labelledby="import-done">
          <h2 id="import-done" className="panel-title">
            {m.result()}
          </h2>
          <p role="status" className="import-result">
            {step.message}
          </p>
          {step.errors && step.errors.length > 0 && (
            <>
              <h3 className="panel-title">{m.skippedRowsTitle()}</h3>
              <ImportErrors errors={step.errors} />
              {step.job?.file_name && (
                <div className="import-actions">
                  <Button variant="secondary" onClick={() => step.job && void downloadSkipped(step.job)}>
                    {m.downloadSkipped()}
                  </Button>
                  {jobsLink}
                </div>
              )}
            </>
          )}
          <div className="import-actions">
            <Link to={listPath} className="btn btn-primary">
              {m.backTo({ things: many })}
            </Link>
            <Button variant="secondary" onClick={reset}>
              {m.importAnotherFile()}
            </Button>
          </div>
        </section>
      )}
    </div>
  )
}
