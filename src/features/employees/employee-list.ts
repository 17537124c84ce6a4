import { cities } from '../../contract/account'
import { employeeLabels, employeeListQuery, type SurveyCity } from '../../contract/employees/list'
import * as m from '../../paraglide/m/employees'
import { defineList, onOffActions } from '../../ui/list/define-list'
import { asFlag, idFilter, optionsFrom, selectFilter } from '../../ui/list/filters'
import { regionsQuery } from './api'

const statusOptions = [
  { label: m.active, value: 'active' },
  { label: m.inactive, value: 'inactive' },
] as const

/** /employees?city=hyd&region_id=…&status=active: the view lives in the URL; a region is picked within the chosen city. */
export const employeeList = defineList({
  texts: {
    title: m.employees,
    description: m.listDescription,
    search: m.searchPlaceholder,
    noun: [m.nounOne, m.nounMany],
    empty: [m.emptyTitle, m.emptyText],
    csv: 'employees.csv',
    failed: m.fetchEmployeesFailed,
  },
  query: employeeListQuery,
  defaultOrdering: 'name',
  bulk: onOffActions('employees'),
  filters: [
    selectFilter('city', { label: employeeLabels.city, options: cities, resets: ['region_id'] }),
    idFilter('region_id', {
      label: m.region,
      options: optionsFrom(
        (search) => regionsQuery((search.city as SurveyCity | undefined) ?? 'hyd'),
        (regions) => regions.map((region) => ({ label: region.name, value: region.region_id })),
      ),
      shownWhen: (search) => Boolean(search.city),
    }),
    selectFilter('status', { label: m.status, options: statusOptions, toQuery: asFlag('status', 'is_active', 'active') }),
  ],
})
