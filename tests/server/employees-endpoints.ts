import { employeeSavedResponse } from '../../src/contract/employees'
import { surveyEmployees } from '../../server/areas/employees/schema'
import { get, versionOf } from './endpoint-kit'
import type { Endpoint } from './endpoint-kit'
import { employeeBody, surveyIdsOf } from './employees-fixtures'

const surveyArea = ['/employees'] as const

/** The employees rows of the shared-rules table (tests/server/endpoints.ts). */
export const endpoints: Record<string, Endpoint> = {
  'GET /api/market_survey/get_city_regions': { kind: 'read', areas: surveyArea, call: () => get('/api/market_survey/get_city_regions?city=hyd') },
  'GET /api/market_survey/locate_region': {
    kind: 'read',
    areas: surveyArea,
    call: () => get('/api/market_survey/locate_region?city=hyd&lng=78.4347&lat=17.4156'),
  },
  'GET /api/market_survey/get_employee': { kind: 'list', areas: surveyArea, call: () => get('/api/market_survey/get_employee') },
  'GET /api/market_survey/get_employee_by_id': {
    kind: 'detail',
    areas: surveyArea,
    call: async ({ t, ids }) => get(`/api/market_survey/get_employee_by_id?operator_id=${(await surveyIdsOf(t.db, ids.brandId)).employeeId}`),
  },
  'POST /api/market_survey/create_employee': {
    kind: 'create',
    history: { type: 'employee', action: 'created' },
    areas: surveyArea,
    table: surveyEmployees,
    saved: employeeSavedResponse,
    call: async ({ t, ids, unique }) => {
      const survey = await surveyIdsOf(t.db, ids.brandId)
      return { method: 'POST', path: '/api/market_survey/create_employee', body: employeeBody(unique, survey) }
    },
  },
  'PATCH /api/market_survey/update_employee/{userId}': {
    kind: 'update',
    history: { type: 'employee', action: 'updated' },
    areas: surveyArea,
    saved: employeeSavedResponse,
    call: async (context) => {
      const survey = await surveyIdsOf(context.t.db, context.ids.brandId)
      const updated_at = await versionOf(context, surveyEmployees, survey.employeeId)
      return { method: 'PATCH', path: `/api/market_survey/update_employee/${survey.employeeId}`, body: { ...employeeBody(context.unique, survey), updated_at } }
    },
  },
}
