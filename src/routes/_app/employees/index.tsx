import { createFileRoute } from '@tanstack/react-router'
import { employees } from '../../../features/employees/api'
import { employeeList } from '../../../features/employees/employee-list'
import { EmployeeListScreen } from '../../../features/employees/employee-list-screen'
import { listLoader, rawSearch } from '../../../ui/route-loaders'

export const Route = createFileRoute('/_app/employees/')({
  ...rawSearch,
  loader: listLoader(employees, employeeList),
  component: EmployeeListScreen,
})
