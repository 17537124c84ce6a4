import { surveyCities } from '../../contract/employees/list'
import { offlineStep, type OfflineStep } from '../../ui/save-offline'
import { allEmployeesQuery, employees, regionsQuery } from './api'
import { employeeList } from './employee-list'
import { cityName } from './format'

/** What a surveyor needs offline: both cities' regions with their boundaries, every employee, and the list's first page. */
export const surveyOfflineSteps: OfflineStep[] = [
  ...surveyCities.map((city) => offlineStep(`${cityName(city)} regions`, regionsQuery(city))),
  offlineStep('the employees', allEmployeesQuery()),
  offlineStep('the employee list', employees.listQuery(employeeList.queryOf({}))),
]
