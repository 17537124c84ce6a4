import { createFileRoute } from '@tanstack/react-router'
import { EmployeeAddScreen } from '../../../features/employees/employee-add-screen'

export const Route = createFileRoute('/_app/employees/add')({ component: EmployeeAddScreen })
