import { badRequest, conflict, forbidden, keyReused, notFound, serverError, tooLarge, tooMany, unauthorized } from '../../src/paraglide/m/openapi'
import type { JsonSchema } from './schemas'

const failure: JsonSchema = {
  type: 'object',
  required: ['status', 'message'],
  properties: {
    status: { const: false },
    message: { type: 'string' },
    error: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
}

/** The envelope of an answer the contract has no schema for. */
export const envelope: JsonSchema = {
  type: 'object',
  required: ['status', 'message'],
  properties: { status: { type: 'boolean' }, message: { type: 'string' }, data: {} },
}

const failing = (description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
})

/** The answers every route may give, named once under components.responses. */
export const sharedResponses = () => ({
  BadRequest: failing(badRequest()),
  Unauthorized: failing(unauthorized()),
  Forbidden: failing(forbidden()),
  NotFound: failing(notFound()),
  Conflict: failing(conflict()),
  TooLarge: failing(tooLarge()),
  KeyReused: failing(keyReused()),
  TooMany: failing(tooMany(), { 'Retry-After': { description: tooMany(), schema: { type: 'integer', minimum: 0 } } }),
  ServerError: failing(serverError()),
})

export const sharedSchemas = { Failure: failure }

export const ref = (name: keyof ReturnType<typeof sharedResponses>) => ({ $ref: `#/components/responses/${name}` })
