import { boolean, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { orgId } from '../../auth/schema'
import { surveyCities } from '../../../src/contract/employees/list'
import { at, createdAt, oneOf, updatedAt } from '../../kit/columns'
import type { Polygon } from '../../../src/contract/employees/geo'

/**
 * City regions of the market survey, each organisation's own (its managers import and rename them): the boundary a GeoJSON
 * Polygon in WGS84 (src/contract/employees/geo.ts checks points against it; no PostGIS needed).
 */
export const cityRegions = pgTable(
  'city_regions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: orgId(),
    city: text('city', { enum: surveyCities }).notNull(),
    name: text('name').notNull(),
    pincodes: text('pincodes').array().notNull(),
    boundary: jsonb('boundary').$type<Polygon>().notNull(),
  },
  (t) => [uniqueIndex('city_regions_org_city_name_key').on(t.org_id, t.city, t.name), oneOf('city_regions_city', t.city, surveyCities)],
)

export const surveyEmployees = pgTable(
  'survey_employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: orgId(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    city: text('city', { enum: surveyCities }).notNull(),
    is_active: boolean('is_active').notNull().default(true),
    last_seen_at: at('last_seen_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('survey_employees_org_phone_key').on(t.org_id, t.phone),
    index('survey_employees_org_created_idx').on(t.org_id, t.created_at),
    index('survey_employees_org_city_idx').on(t.org_id, t.city),
    oneOf('survey_employees_city', t.city, surveyCities),
  ],
)

/** Which regions an employee covers. */
export const employeeRegions = pgTable(
  'survey_employee_regions',
  {
    employee_id: uuid('employee_id')
      .notNull()
      .references(() => surveyEmployees.id, { onDelete: 'cascade' }),
    region_id: uuid('region_id')
      .notNull()
      .references(() => cityRegions.id),
  },
  (t) => [primaryKey({ columns: [t.employee_id, t.region_id] }), index('survey_employee_regions_region_idx').on(t.region_id)],
)
