import { createFileRoute, useSearch } from '@tanstack/react-router'
import { jobsResource } from '../../features/jobs/api'
import { jobsList } from '../../features/jobs/jobs-list'
import { JobsScreen } from '../../features/jobs/jobs-screen'
import { listLoader, listRouteSearch } from '../../ui/route-loaders'

export const Route = createFileRoute('/_app/jobs')({
  ...listRouteSearch,
  loader: listLoader(jobsResource, jobsList),
  component: ListRoute,
})

function ListRoute() {
  return <JobsScreen search={useSearch({ from: '/_app/jobs' })} />
}
