import { createFileRoute } from '@tanstack/react-router'
import { employees } from '../../../features/employees/api'
import { EmployeeUpdateScreen } from '../../../features/employees/employee-update-screen'
import { recordLoader } from '../../../ui/route-loaders'

export const Route = createFileRoute('/_app/employees/update/$id')({
  loader: recordLoader(employees),
  component: EmployeeUpdateScreen,
})
