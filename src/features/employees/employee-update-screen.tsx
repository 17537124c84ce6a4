import { useParams } from '@tanstack/react-router'
import type { Employee } from '../../contract/employees'
import * as m from '../../paraglide/m/employees'
import { formatCount } from '../../lib/format'
import { EditScreen } from '../../ui/form/form-screens'
import { employees } from './api'
import { EmployeeForm } from './employee-form'

const heading = (employee?: Employee) => ({
  title: employee ? m.editName({ name: employee.name }) : m.editEmployee(),
  description: employee ? m.coversRegions({ count: employee.region_names.length, shown: formatCount(employee.region_names.length) }) : m.editDescription(),
})

export function EmployeeUpdateScreen() {
  const { id } = useParams({ from: '/_app/employees/update/$id' })
  return (
    <EditScreen
      id={id}
      resource={employees}
      what={m.whatEmployee()}
      history="employee"
      notes="employee"
      heading={heading}
      back={{ to: '/employees', label: m.backToEmployees() }}
    >
      {(employee, id) => <EmployeeForm record={employee} draftKey={`employee:${id}`} />}
    </EditScreen>
  )
}
