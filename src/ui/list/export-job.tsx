import * as v from 'valibot'
import { jobPaths } from '../../contract/jobs/basics'
import * as m from '../../paraglide/m/kit'
import { downloadFile } from '../../lib/download'
import { formatCount } from '../../lib/format'
import { apiRequest } from '../../lib/http'
import { notifyError, notifyProgress } from '../../lib/toasts'
import { errorText } from '../../lib/api-error'

// A large CSV export runs as a job on the server (docs/areas/jobs.md): its toast follows it, with its progress, until
// its file is ready to download (here, or in /jobs).

const followed = v.object({
  id: v.string(),
  state: v.picklist(['queued', 'running', 'done', 'failed', 'cancelled']),
  done: v.number(),
  total: v.nullable(v.number()),
  failure: v.nullable(v.string()),
  file_name: v.nullable(v.string()),
})
type Followed = v.InferOutput<typeof followed>
const answer = v.object({ data: followed })

/** How often the toast asks how far the job got. */
const pollMs = 1000

function progressText(job: Followed, what: string): string {
  if (job.state === 'queued') return m.exportJobQueued({ what })
  if (job.total === null) return m.exportJobCounting({ what, done: formatCount(job.done) })
  return m.exportJobRunning({ what, done: formatCount(job.done), total: formatCount(job.total) })
}

/**
 * Follows the export job `started` in one toast: progress while it runs, then Download and "Open in Jobs" (`openJobs`,
 * for those who may open the Jobs screen), or its failure. Resolves when the job has ended.
 */
export async function followExportJob(started: unknown, what: string, openJobs?: () => void): Promise<void> {
  let job = v.parse(followed, started)
  const toastId = `export-${job.id}`
  const jobsLink = openJobs && (
    <button type="button" className="btn btn-secondary btn-sm" onClick={openJobs}>
      {m.openInJobs()}
    </button>
  )
  for (;;) {
    if (job.state === 'queued' || job.state === 'running') {
      const text = progressText(job, what)
      notifyProgress(
        toastId,
        'loading',
        <span className="export-job">
          <span>{text}</span>
          <progress max={job.total ?? undefined} value={job.total === null ? undefined : job.done} aria-label={text} />
          {jobsLink}
        </span>,
      )
      await new Promise((resolve) => setTimeout(resolve, pollMs))
      try {
        job = (await apiRequest(jobPaths.job(job.id), { schema: answer })).data
      } catch {
        // A blip: ask again at the next turn.
      }
      continue
    }
    if (job.state === 'done') {
      const id = job.id
      const name = job.file_name ?? 'export.csv'
      const download = () => downloadFile(jobPaths.file(id), {}, name).catch((error: unknown) => notifyError(errorText(error, m.exportFailed())))
      notifyProgress(
        toastId,
        'success',
        <>
          <span>{m.exportJobReady({ what })}</span>
          <button type="button" className="btn btn-primary btn-sm" onClick={download}>
            {m.exportJobDownload()}
          </button>
          {jobsLink}
        </>,
        { duration: 30_000 },
      )
      return
    }
    const text = job.state === 'failed' ? m.exportJobFailed({ what, reason: job.failure ?? '' }) : m.exportJobCancelled({ what })
    notifyProgress(
      toastId,
      'error',
      <>
        <span>{text}</span>
        {jobsLink}
      </>,
      { duration: 15_000 },
    )
    return
  }
}
