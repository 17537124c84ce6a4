import * as m from '../../paraglide/m/employees'
import { AddScreen } from '../../ui/form/form-screens'
import { EmployeeForm } from './employee-form'

export function EmployeeAddScreen() {
  return (
    <AddScreen title={m.newEmployee()} description={m.addDescription()} back={{ to: '/employees', label: m.backToEmployees() }}>
      <EmployeeForm draftKey="employee:new" />
    </AddScreen>
  )
}
