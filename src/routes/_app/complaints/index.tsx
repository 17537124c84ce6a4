import { createFileRoute } from '@tanstack/react-router'
import { complaints } from '../../../features/complaints/api'
import { complaintList } from '../../../features/complaints/complaint-list'
import { ComplaintListScreen } from '../../../features/complaints/complaint-list-screen'
import { listLoader, rawSearch } from '../../../ui/route-loaders'

export const Route = createFileRoute('/_app/complaints/')({
  ...rawSearch,
  loader: listLoader(complaints, complaintList),
  component: ComplaintListScreen,
})
