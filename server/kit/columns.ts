import { sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { check, customType, timestamp } from 'drizzle-orm/pg-core'
import { productStatuses } from '../../src/contract/catalogue-lists'

/** Column builders every area's tables share. */
export const at = (name: string) => timestamp(name, { withTimezone: true })
export const createdAt = () => at('created_at').notNull().defaultNow()
export const updatedAt = () => at('updated_at').notNull().defaultNow()

/** A CHECK that `column` holds one of `values` (the contract's tuple), written `column in ('a', 'b')`. */
export const oneOf = (name: string, column: AnyPgColumn, values: readonly (string | number)[]) =>
  check(name, sql`${column} in (${sql.raw(values.map((value) => (typeof value === 'number' ? String(value) : `'${value}'`)).join(', '))})`)

export const statusCheck = (name: string, column: AnyPgColumn) => oneOf(name, column, productStatuses)

// node-postgres hands back a Buffer and PGlite a Uint8Array; both are Uint8Arrays.
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' })
