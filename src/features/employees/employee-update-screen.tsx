import { useQuery } from '@tanstack/react-query'
import type { Employee } from '../../contract/employees'
import { BackLink } from '../../ui/form/form-layout'
import { RecordScreen } from '../../ui/form/record-screen'
import { employees } from './api'
import { EmployeeForm } from './employee-form'

const heading = (employee?: Employee) => ({
  title: employee ? `Edit ${employee.name}` : 'Edit employee',
  description: employee
    ? `Covers ${employee.region_names.length} region${employee.region_names.length === 1 ? '' : 's'}.`
    : 'Change the contact details or the regions.',
})

export function EmployeeUpdateScreen({ id }: { id: string }) {
  return (
    <RecordScreen
      query={useQuery(employees.detailQuery(id))}
      what="employee"
      heading={heading}
      actions={() => <BackLink to="/employees">Back to employees</BackLink>}
    >
      {(employee) => <EmployeeForm key={id} record={employee} draftKey={`employee:${id}`} />}
    </RecordScreen>
  )
}
