import { createFileRoute } from '@tanstack/react-router'
import { complaintRecords } from '../../../features/customers/api'
import { ComplaintDetailScreen } from '../../../features/customers/complaint-detail-screen'

export const Route = createFileRoute('/_app/complaints/view/$id')({
  // The complaint starts loading with the navigation, never awaited: offline the screen says what it has.
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(complaintRecords.detailQuery(params.id)),
  component: ComplaintDetailRoute,
})

function ComplaintDetailRoute() {
  const { id } = Route.useParams()
  return <ComplaintDetailScreen key={id} id={id} />
}
