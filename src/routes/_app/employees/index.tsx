import { createFileRoute, useSearch } from '@tanstack/react-router'
import { employees } from '../../../features/employees/api'
import { employeeList } from '../../../features/employees/employee-list'
import { EmployeeListScreen } from '../../../features/employees/employee-list-screen'
import { listLoader, listRouteSearch } from '../../../ui/route-loaders'

export const Route = createFileRoute('/_app/employees/')({
  ...listRouteSearch,
  loader: listLoader(employees, employeeList),
  component: ListRoute,
})

function ListRoute() {
  return <EmployeeListScreen search={useSearch({ from: '/_app/employees/' })} />
}
