import * as m from '../../paraglide/m/employees'
import { defineArea, leads } from '../kit/area'

export const employeesArea = defineArea({
  name: 'employees',
  group: 'Operations',
  screens: [
    {
      path: '/employees',
      label: m.navEmployees,
      icon: 'map',
      description: 'Market-survey operators and their city regions.',
      roles: [...leads, 'surveyor'],
    },
  ],
  actions: [
    { path: '/employees/add', label: m.paletteNewSurveyEmployee },
    { path: '/employees/regions', label: m.paletteManageCityRegions },
  ],
  records: {
    employee: { label: m.recordTypeEmployee, screen: '/employees', live: { resources: [['employees']] } },
    /** A city region of the market survey (its name, boundary and employees, docs/areas/employees.md#regions): shown on the regions screen and in the employees' rows. */
    region: { label: m.recordTypeRegion, screen: '/employees', live: { resources: [['employees']], others: [['regions']] } },
  },
})
