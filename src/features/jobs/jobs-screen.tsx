import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Job } from '../../contract/jobs'
import { jobLive } from '../../contract/jobs'
import { jobPaths } from '../../contract/jobs/basics'
import * as m from '../../paraglide/m/jobs'
import { errorText } from '../../lib/api-error'
import { downloadFile } from '../../lib/download'
import { notifyError, notifySuccess } from '../../lib/toasts'
import { Button } from '../../ui/button'
import type { ListRouteSearch } from '../../ui/route-loaders'
import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { cancelJob, jobsResource, retryJob } from './api'
import { jobsColumns, subjectOf } from './jobs-columns'
import { jobsList } from './jobs-list'

/** /jobs (owner): the organisation's background work, newest first, with retry, cancel, a finished export's file and an import's skipped rows. */
export function JobsScreen({ search }: { search: ListRouteSearch }) {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState<string | null>(null)
  const act = async (job: Job, action: (id: string) => Promise<{ message: string }>) => {
    setBusy(job.id)
    try {
      notifySuccess((await action(job.id)).message)
      await queryClient.invalidateQueries({ queryKey: jobsResource.keys.all })
    } catch (error) {
      notifyError(errorText(error, m.actionFailed()))
    } finally {
      setBusy(null)
    }
  }
  const download = (job: Job) =>
    downloadFile(jobPaths.file(job.id), {}, job.file_name ?? 'export.csv').catch((error: unknown) => notifyError(errorText(error, m.jobNoFile())))
  const actions = (job: Job) => {
    const named = `${subjectOf(job)} ${job.created_at}`
    return (
      <>
        {job.state === 'done' && job.file_name && (
          <Button variant="secondary" size="sm" onClick={() => void download(job)} aria-label={m.downloadNamed({ name: job.file_name })}>
            {m.download()}
          </Button>
        )}
        {jobLive(job.state) && (
          <Button variant="secondary" size="sm" loading={busy === job.id} onClick={() => void act(job, cancelJob)}>
            {m.cancel()}
            <span className="visually-hidden"> {named}</span>
          </Button>
        )}
        {(job.kind === 'export' || job.kind === 'import') && (job.state === 'failed' || job.state === 'cancelled') && (
          <Button variant="secondary" size="sm" loading={busy === job.id} onClick={() => void act(job, retryJob)}>
            {m.retry()}
            <span className="visually-hidden"> {named}</span>
          </Button>
        )}
      </>
    )
  }
  return (
    <ResourceListScreen
      search={search}
      rowName={subjectOf}
      resource={jobsResource}
      definition={jobsList}
      columns={jobsColumns}
      rowAction={actions}
      emptyAction={null}
    />
  )
}
