import { createFileRoute } from '@tanstack/react-router'
import { employees } from '../../../features/employees/api'
import { employeeList } from '../../../features/employees/employee-list'
import { EmployeeListScreen } from '../../../features/employees/employee-list-screen'

export const Route = createFileRoute('/_app/employees/')({
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => search,
  // Started with the navigation, never awaited: offline or on a slow network the screen shows what it has.
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(employees.listQuery(employeeList.queryOf(deps))),
  component: EmployeeListScreen,
})
