import { and, asc, eq, ilike } from 'drizzle-orm'
import { isUuid } from '../../kit/list-query'
import type { Finder } from '../../kit/search'
import { shape } from '../../kit/search'
import { surveyEmployees } from './schema'

/** The palette finds survey employees by name, or whole by their operator id. */
export const employeeFinder: Finder = {
  order: 7,
  area: '/employees',
  select(db, orgId, query) {
    // An operator id is the employee's id, found whole.
    const match = isUuid(query.q) ? eq(surveyEmployees.id, query.q) : query.text ? ilike(surveyEmployees.name, query.contains) : undefined
    if (!match) return null
    return db
      .select(shape(surveyEmployees.id, surveyEmployees.name, surveyEmployees.city))
      .from(surveyEmployees)
      .where(and(eq(surveyEmployees.org_id, orgId), match))
      .orderBy(asc(surveyEmployees.name))
      .limit(query.limit)
  },
  hit: (row) => ({
    type: 'employee',
    id: row.id,
    title: row.title,
    subtitle: row.subtitle === 'hyd' ? 'Hyderabad' : 'Delhi',
    path: `/employees/update/${row.id}`,
  }),
}
