import { createFileRoute } from '@tanstack/react-router'
import { complaintRecords } from '../../../features/customers/api'
import { ComplaintDetailScreen } from '../../../features/customers/complaint-detail-screen'
import { recordLoader } from '../../../ui/route-loaders'

export const Route = createFileRoute('/_app/complaints/view/$id')({
  loader: recordLoader(complaintRecords),
  component: ComplaintDetailScreen,
})
