import { createFileRoute } from '@tanstack/react-router'
import { employees } from '../../../features/employees/api'
import { EmployeeUpdateScreen } from '../../../features/employees/employee-update-screen'

export const Route = createFileRoute('/_app/employees/update/$id')({
  // The record starts loading with the navigation, never awaited: offline the screen says what it has.
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(employees.detailQuery(params.id)),
  component: EmployeeUpdateRoute,
})

function EmployeeUpdateRoute() {
  const { id } = Route.useParams()
  return <EmployeeUpdateScreen key={id} id={id} />
}
