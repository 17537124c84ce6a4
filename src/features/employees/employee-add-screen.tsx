import { AddScreen } from '../../ui/form/form-screens'
import { EmployeeForm } from './employee-form'

export function EmployeeAddScreen() {
  return (
    <AddScreen title="New employee" description="A market-survey employee and the regions they cover." back={{ to: '/employees', label: 'Back to employees' }}>
      <EmployeeForm draftKey="employee:new" />
    </AddScreen>
  )
}
