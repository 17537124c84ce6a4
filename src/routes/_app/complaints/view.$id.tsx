import { createFileRoute } from '@tanstack/react-router'
import { complaintRecords } from '../../../features/complaints/api'
import { ComplaintDetailScreen } from '../../../features/complaints/complaint-detail-screen'
import { recordLoader } from '../../../ui/route-loaders'

export const Route = createFileRoute('/_app/complaints/view/$id')({
  loader: recordLoader(complaintRecords),
  component: ComplaintDetailRoute,
})

function ComplaintDetailRoute() {
  const { id } = Route.useParams()
  return <ComplaintDetailScreen key={id} id={id} />
}
