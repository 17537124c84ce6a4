import { createFileRoute } from '@tanstack/react-router'
import { complaints } from '../../../features/customers/api'
import { complaintList } from '../../../features/customers/complaint-list'
import { ComplaintListScreen } from '../../../features/customers/complaint-list-screen'

export const Route = createFileRoute('/_app/complaints/')({
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(complaints.listQuery(complaintList.queryOf(deps))),
  component: ComplaintListScreen,
})
