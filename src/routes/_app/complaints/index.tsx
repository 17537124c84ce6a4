import { createFileRoute, useSearch } from '@tanstack/react-router'
import { complaints } from '../../../features/complaints/api'
import { complaintList } from '../../../features/complaints/complaint-list'
import { ComplaintListScreen } from '../../../features/complaints/complaint-list-screen'
import { listLoader, listRouteSearch } from '../../../ui/route-loaders'

export const Route = createFileRoute('/_app/complaints/')({
  ...listRouteSearch,
  loader: listLoader(complaints, complaintList),
  component: ListRoute,
})

function ListRoute() {
  return <ComplaintListScreen search={useSearch({ from: '/_app/complaints/' })} />
}
