import { sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { check, customType, timestamp } from 'drizzle-orm/pg-core'

/** Column builders every area's tables share. */
export const at = (name: string) => timestamp(name, { withTimezone: true })
export const createdAt = () => at('created_at').notNull().defaultNow()
export const updatedAt = () => at('updated_at').notNull().defaultNow()

export const statusCheck = (name: string, column: AnyPgColumn) => check(name, sql`${column} in ('active', 'inactive')`)

// node-postgres hands back a Buffer and PGlite a Uint8Array; both are Uint8Arrays.
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' })
