import * as v from 'valibot'
import { messages } from '../common'
import { listQueryWith, queryFlag, queryId } from '../lists'
import * as m from '../../paraglide/m/employees'
import { labelsFrom, type Labels } from '../vocabulary'

// What the employee list needs at navigation (its URL and filters), apart from the rest of the contract.

export const surveyCities = ['hyd', 'delhi'] as const
export type SurveyCity = (typeof surveyCities)[number]

export const employeeListQuery = listQueryWith(['name', 'city', 'created_at', 'last_seen_at'], {
  city: v.optional(v.picklist(surveyCities, messages.invalid)),
  region_id: v.optional(queryId),
  is_active: v.optional(queryFlag),
})
export type EmployeeListQuery = v.InferInput<typeof employeeListQuery>
export type EmployeeListParams = v.InferOutput<typeof employeeListQuery>

/** Every employee field as people read it (form, column, CSV and conflict alert). */
export const employeeLabels = labelsFrom({
  name: m.labelName,
  phone: m.labelPhone,
  email: m.labelEmail,
  city: m.labelCity,
  region_ids: m.labelRegions,
  is_active: m.labelActive,
  last_seen_at: m.labelLastSeen,
  created_at: m.labelAdded,
  updated_at: m.labelUpdated,
}) satisfies Labels<string>
