import { createFileRoute } from '@tanstack/react-router'
import { employeeImport } from '../../../contract/import'
import * as m from '../../../paraglide/m/employees'
import { employees } from '../../../features/employees/api'
import { ImportScreen } from '../../../ui/import/import-screen'

function EmployeeImportScreen() {
  return <ImportScreen importer="employees" spec={employeeImport} title={m.importEmployees()} listPath="/employees" listKey={employees.keys.all} />
}

export const Route = createFileRoute('/_app/employees/import')({ component: EmployeeImportScreen })
