import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ListScreen } from '../../ui/list/list-screen'
import { useListSearch } from '../../ui/list/use-list-search'
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
    {newEmployeeLink}
  </>
)

export function EmployeeListScreen() {
  const state = useListSearch(employeeList)
  const list = useQuery(employees.listQuery(state.query))
  return (
    <ListScreen
      title="Employees"
      description="Market-survey employees and the city regions they cover."
      actions={actions}
      state={state}
      filters={employeeList.filters}
      list={list}
      columns={employeeColumns}
      rowKey={(row) => row.operator_id}
      searchPlaceholder="Search names, phones and emails"
      noun={['employee', 'employees']}
      csv={{ path: employees.listPath, filename: 'employees.csv' }}
      errorFallback="Failed to fetch employees"
      empty={{ title: 'No employees yet', text: 'Add a survey employee and choose the regions they cover.', action: newEmployeeLink }}
    />
  )
}
