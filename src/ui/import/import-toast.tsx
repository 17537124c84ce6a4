import type { Job } from '../../contract/jobs'
import { notifyProgress } from '../../lib/toasts'
import * as m from '../../paraglide/m/kit'

// An import's job followed in a toast once its screen is left (docs/areas/jobs.md#imports): the screen shows the job
// while it is open; leave it and a toast carries on, with the result when the job ends and "Open in Jobs" for those who
// may open the Jobs screen. The starter's inbox gets the same result (job_done, job_failed).

type Texts = { running: (job: Job) => string; done: (job: Job) => string }

/** Shows where the job stands in its one toast; `openJobs` is the link to /jobs, for those who may open it. */
export function importToast(job: Job, texts: Texts, openJobs?: () => void): void {
  const id = `import-${job.id}`
  const jobsLink = openJobs && (
    <button type="button" className="btn btn-secondary btn-sm" onClick={openJobs}>
      {m.openInJobs()}
    </button>
  )
  if (job.state === 'queued' || job.state === 'running') {
    const text = texts.running(job)
    notifyProgress(
      id,
      'loading',
      <span className="export-job">
        <span>{text}</span>
        <progress max={job.total ?? undefined} value={job.done} aria-label={text} />
        {jobsLink}
      </span>,
    )
    return
  }
  const [tone, text, duration] =
    job.state === 'done'
      ? (['success', texts.done(job), 15_000] as const)
      : (['error', job.state === 'failed' ? m.importJobFailed({ reason: job.failure ?? '' }) : m.importJobCancelled(), 30_000] as const)
  notifyProgress(
    id,
    tone,
    <>
      <span>{text}</span>
      {jobsLink}
    </>,
    { duration },
  )
}
