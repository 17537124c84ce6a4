import { createFileRoute } from '@tanstack/react-router'
import { jobsResource } from '../../features/jobs/api'
import { jobsList } from '../../features/jobs/jobs-list'
import { JobsScreen } from '../../features/jobs/jobs-screen'
import { listLoader, rawSearch } from '../../ui/route-loaders'

export const Route = createFileRoute('/_app/jobs')({
  ...rawSearch,
  loader: listLoader(jobsResource, jobsList),
  component: JobsScreen,
})
