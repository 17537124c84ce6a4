import * as m from '../../paraglide/m/employees'
import { queryOptions } from '@tanstack/react-query'
import {
  employeeListResponse,
  employeePaths,
  employeeSchema,
  regionListResponse,
  type Employee,
  type EmployeeCreateBody,
  type EmployeeListQuery,
  type EmployeeUpdateBody,
  type SurveyCity,
} from '../../contract/employees'
import { apiRequest } from '../../lib/http'
import { mapSettingsResponse, regionPaths } from '../../contract/employees/regions'
import { defineResource } from '../../lib/resource-api'

/** docs/areas/employees.md#api. */
export const employees = defineResource<Employee, EmployeeListQuery>({
  key: ['employees'],
  row: employeeSchema,
  rowId: (employee) => employee.operator_id,
  list: employeePaths.list,
  detail: employeePaths.detail,
  toasts: { list: m.fetchEmployeesFailed, detail: m.fetchEmployeesFailed },
})

export const createEmployee = (body: EmployeeCreateBody, idempotencyKey: string) => employees.write('POST', employeePaths.create, body, idempotencyKey)
export const updateEmployee = (id: string, body: EmployeeUpdateBody) => employees.write('PATCH', employeePaths.update(id), body)

export const regionKeys = { all: ['regions'] as const, city: (city: string) => ['regions', city] as const }

/** A city's regions with their boundaries and how many active employees cover each. */
export const regionsQuery = (city: SurveyCity) =>
  queryOptions({
    queryKey: regionKeys.city(city),
    queryFn: ({ signal }) => apiRequest(employeePaths.regions, { query: { city }, schema: regionListResponse, signal }).then((body) => body.data),
    staleTime: 5 * 60_000,
    meta: { errorToast: { fallback: m.fetchRegionsFailed() } },
  })

const pageSize = 100

/** Every employee of the organisation (page after page): the region screen reads who covers a region from it, offline too. */
export const allEmployeesQuery = () =>
  queryOptions({
    queryKey: [...employees.keys.all, 'everyone'] as const,
    queryFn: async ({ signal }) => {
      const rows: Employee[] = []
      for (let page = 1; ; page++) {
        const query = { page: String(page), page_size: String(pageSize), ordering: 'name' }
        const body = await apiRequest(employees.listPath, { query, schema: employeeListResponse, signal })
        rows.push(...body.data)
        if (rows.length >= body.pagination.total || body.data.length < pageSize) return rows
      }
    },
    staleTime: 60_000,
    meta: { errorToast: { fallback: m.fetchEmployeesFailed() } },
  })

/** Where the base map's tiles are (null: none, the regions draw on a plain background); kept for offline use. */
export const mapSettingsQuery = () =>
  queryOptions({
    queryKey: ['map-settings'] as const,
    queryFn: ({ signal }) => apiRequest(regionPaths.mapSettings, { schema: mapSettingsResponse, signal }).then((body) => body.data),
    staleTime: 60 * 60_000,
    retry: false,
  })
