import { BackLink } from '../../ui/form/form-layout'
import { PageHeader } from '../../ui/page-header'
import { EmployeeForm } from './employee-form'

export function EmployeeAddScreen() {
  return (
    <>
      <PageHeader
        title="New employee"
        description="A market-survey employee and the regions they cover."
        actions={<BackLink to="/employees">Back to employees</BackLink>}
      />
      <EmployeeForm draftKey="employee:new" />
    </>
  )
}
