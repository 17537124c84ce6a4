import type { Employee } from '../../contract/employees'
import { EditScreen } from '../../ui/form/form-screens'
import { employees } from './api'
import { EmployeeForm } from './employee-form'

const heading = (employee?: Employee) => ({
  title: employee ? `Edit ${employee.name}` : 'Edit employee',
  description: employee
    ? `Covers ${employee.region_names.length} region${employee.region_names.length === 1 ? '' : 's'}.`
    : 'Change the contact details or the regions.',
})

export function EmployeeUpdateScreen() {
  return (
    <EditScreen resource={employees} what="employee" history="employee" heading={heading} back={{ to: '/employees', label: 'Back to employees' }}>
      {(employee, id) => <EmployeeForm record={employee} draftKey={`employee:${id}`} />}
    </EditScreen>
  )
}
