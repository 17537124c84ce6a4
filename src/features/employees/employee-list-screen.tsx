import { Link } from '@tanstack/react-router'
import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { employees } from './api'
import { employeeColumns } from './employee-columns'
import { employeeList } from './employee-list'

const newEmployeeLink = (
  <Link to="/employees/add" className="btn btn-primary">
    New employee
  </Link>
)
const actions = (
  <>
    <Link to="/employees/regions" className="btn btn-secondary">
      Regions map
    </Link>
    <Link to="/employees/import" className="btn btn-secondary">
      Import
    </Link>
    {newEmployeeLink}
  </>
)

export function EmployeeListScreen() {
  return (
    <ResourceListScreen
      rowName={(employee) => employee.name}
      title="Employees"
      description="Market-survey employees and the city regions they cover."
      actions={actions}
      resource={employees}
      rowKey={(row) => row.operator_id}
      definition={employeeList}
      columns={employeeColumns}
      searchPlaceholder="Search names, phones and emails"
      noun={['employee', 'employees']}
      csvName="employees.csv"
      errorFallback="Failed to fetch employees"
      empty={{ title: 'No employees yet', text: 'Add a survey employee and choose the regions they cover.', action: newEmployeeLink }}
    />
  )
}
