import { createFileRoute } from '@tanstack/react-router'
import { complaints } from '../../../features/customers/api'
import { complaintList } from '../../../features/customers/complaint-list'
import { ComplaintListScreen } from '../../../features/customers/complaint-list-screen'
import { listLoader, rawSearch } from '../../../ui/route-loaders'

export const Route = createFileRoute('/_app/complaints/')({
  ...rawSearch,
  loader: listLoader(complaints, complaintList),
  component: ComplaintListScreen,
})
