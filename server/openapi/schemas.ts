import { toJsonSchema } from '@valibot/to-json-schema'
import type * as v from 'valibot'

/** A JSON Schema (2020-12, OpenAPI 3.1's dialect) as the document holds it. */
export type JsonSchema = Record<string, unknown>

/**
 * The contract schema as JSON Schema 2020-12: what a client sends (`input`: before the contract's transforms, so
 * '2' for a page number) or gets back (`output`). Checks JSON Schema cannot say (a date that exists, a custom check)
 * are left out rather than refused: the server still applies them and answers 400 with the field's message.
 */
export function jsonSchemaOf(schema: v.GenericSchema | v.GenericSchemaAsync, typeMode: 'input' | 'output'): JsonSchema {
  const converted = toJsonSchema(schema as v.GenericSchema, { target: 'draft-2020-12', typeMode, errorMode: 'ignore' }) as JsonSchema
  const { $schema: _dialect, ...rest } = converted
  return flattened(rest)
}

/** An intersection of plain objects (an update: the create's fields and updated_at) as the one object it is. */
function flattened(schema: JsonSchema): JsonSchema {
  const parts = (schema.allOf as JsonSchema[] | undefined)?.map(flattened)
  if (!parts?.every((part) => part.type === 'object' && part.properties && Object.keys(part).every((key) => ['type', 'properties', 'required'].includes(key))))
    return schema
  return {
    type: 'object',
    properties: Object.assign({}, ...parts.map((part) => part.properties)),
    required: [...new Set(parts.flatMap((part) => (part.required ?? []) as string[]))],
  }
}

/** The properties of an object schema with which of them are required (a query's or a path's parameters). */
export function propertiesOf(schema: JsonSchema): { name: string; schema: JsonSchema; required: boolean }[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((schema.required ?? []) as string[])
  return Object.entries(properties).map(([name, property]) => ({ name, schema: property, required: required.has(name) }))
}
