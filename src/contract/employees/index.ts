import * as v from 'valibot'
import { messages, requiredText } from '../common'
import { detailResponse, listResponse, staleResponse, updatedAtField, uuidOf } from '../lists'
import { employeeLabels, surveyCities } from './list'
import { csvYesNo } from '../vocabulary'
import type { CsvSpec, Labels } from '../vocabulary'
import * as m from '../../paraglide/m/employees'
import { employeePhoneTaken, regionsNotInCity } from '../../paraglide/m/server'

export { employeeLabels, employeeListQuery } from './list'
export type { EmployeeListParams, EmployeeListQuery, SurveyCity } from './list'

/**
 * Market survey (docs/areas/employees.md#api): the organisation's survey employees and the city regions they cover. An employee is
 * looked up by `operator_id` and updated by `userId` (docs/areas/employees.md#api); failures of create and update carry the full
 * error body (`errors` per field and `error`) for the form (docs/areas/employees.md#messages).
 */

/** A region's boundary: a GeoJSON Polygon, [longitude, latitude] corners, its first ring the outline (src/contract/employees/geo.ts). */
const lngLat = v.tuple([v.number(), v.number()])
const polygonSchema = v.object({ type: v.literal('Polygon'), coordinates: v.array(v.array(lngLat)) })
export const regionSchema = v.object({
  region_id: v.string(),
  city: v.picklist(surveyCities),
  name: v.string(),
  pincodes: v.array(v.string()),
  boundary: polygonSchema,
  /** Active employees of the organisation who cover it. */
  employee_count: v.number(),
})
export type Region = v.InferOutput<typeof regionSchema>
export const regionListResponse = detailResponse(v.array(regionSchema))
export const regionQuery = v.object({ city: v.picklist(surveyCities, () => m.chooseCity()) })
export type RegionQuery = v.InferInput<typeof regionQuery>

export const employeeSchema = v.object({
  operator_id: v.string(),
  name: v.string(),
  phone: v.string(),
  email: v.string(),
  city: v.picklist(surveyCities),
  region_ids: v.array(v.string()),
  region_names: v.array(v.string()),
  is_active: v.boolean(),
  last_seen_at: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
})
export type Employee = v.InferOutput<typeof employeeSchema>
// Its labels (in employees-list.ts, which the list's URL loads without this file) cover every field but these.
employeeLabels satisfies Labels<Exclude<keyof Employee, 'operator_id' | 'region_names'>>

export const employeeListResponse = listResponse(employeeSchema)
export const employeeDetailResponse = detailResponse(employeeSchema)
/** The answer to a create or update: the message and the employee as saved. */
export const employeeSavedResponse = detailResponse(employeeSchema)
export const employeeStaleResponse = staleResponse(employeeSchema)
export const employeeLookupQuery = v.object({ operator_id: uuidOf(() => m.chooseEmployee()) })

const maxRegionsPerEmployee = 12

export const employeeCreateBody = v.object({
  name: v.pipe(
    requiredText(() => m.enterName()),
    v.maxLength(80, () => m.nameTooLong()),
  ),
  phone: v.pipe(
    requiredText(() => m.enterPhone()),
    v.regex(/^[6-9]\d{9}$/, () => m.validPhone()),
  ),
  email: v.pipe(
    requiredText(() => m.enterEmail()),
    v.toLowerCase(),
    v.maxLength(120, () => m.invalidEmail()),
    v.email(() => m.invalidEmail()),
  ),
  city: v.picklist(surveyCities, () => m.chooseCity()),
  region_ids: v.pipe(
    v.array(
      uuidOf(() => m.chooseRegions()),
      () => m.chooseRegions(),
    ),
    v.minLength(1, () => m.chooseOneRegion()),
    v.maxLength(maxRegionsPerEmployee, `Choose at most ${maxRegionsPerEmployee} regions`),
  ),
  is_active: v.optional(v.boolean(messages.invalid), true),
})
export type EmployeeCreateBody = v.InferInput<typeof employeeCreateBody>
/** The same form plus the updated_at it was loaded with. */
export const employeeUpdateBody = v.intersect([employeeCreateBody, v.object({ updated_at: updatedAtField })])
export type EmployeeUpdateBody = v.InferInput<typeof employeeUpdateBody>

/** Read when shown, in the language of the moment (the request's on the server). */
export const duplicatePhoneMessage = () => employeePhoneTaken()
export const foreignRegionMessage = () => regionsNotInCity()

export const employeeCsv: CsvSpec<Employee> = {
  filename: 'employees',
  // Read per export, so the headers are in the language of the request.
  get columns(): CsvSpec<Employee>['columns'] {
    return [
      [employeeLabels.name, (row) => row.name],
      [employeeLabels.phone, (row) => row.phone],
      [employeeLabels.email, (row) => row.email],
      [employeeLabels.city, (row) => row.city],
      [employeeLabels.region_ids, (row) => row.region_names.join('; ')],
      [employeeLabels.is_active, (row) => csvYesNo(row.is_active)],
      [employeeLabels.last_seen_at, (row) => row.last_seen_at],
      [employeeLabels.created_at, (row) => row.created_at],
    ]
  },
}

/** The market-survey API (docs/areas/employees.md#api), spelled once. */
export const employeePaths = {
  list: '/api/market_survey/get_employee',
  detail: (id: string) => `/api/market_survey/get_employee_by_id?operator_id=${encodeURIComponent(id)}`,
  create: '/api/market_survey/create_employee',
  update: (id: string) => `/api/market_survey/update_employee/${encodeURIComponent(id)}`,
  /** A city's regions (?city=). */
  regions: '/api/market_survey/get_city_regions',
} as const
