import * as v from 'valibot'
import { messages, requiredText } from '../common'
import { detailResponse, listQueryWith, optionalField, timestampOf, uuidOf } from '../lists'
import type { CsvSpec } from '../vocabulary'
import * as m from '../../paraglide/m/api-keys'

/**
 * API keys (docs/integrations.md): an owner's keys for the organisation's own scripts. A key signs in as
 * `Authorization: Bearer <secret>` with its role's permissions; the secret is shown once and stored hashed.
 */

/** Every secret starts so, which tells the server to look it up among the keys rather than the sessions. */
export const apiKeyPrefix = 'bok_'

export const apiKeyListQuery = listQueryWith(['created_at', 'name', 'last_used_at', 'expires_at'], {
  state: v.optional(v.picklist(['active', 'revoked', 'expired'], messages.invalid)),
})
export type ApiKeyListQuery = v.InferInput<typeof apiKeyListQuery>
export type ApiKeyListParams = v.InferOutput<typeof apiKeyListQuery>

export const apiKeyStates = ['active', 'revoked', 'expired'] as const
export type ApiKeyState = (typeof apiKeyStates)[number]

export const apiKeySchema = v.object({
  id: v.string(),
  name: v.string(),
  /** The role's key and its name (as the Roles screen names it). */
  role: v.string(),
  role_name: v.string(),
  /** The first characters of the secret, to tell keys apart (never the secret). */
  hint: v.string(),
  state: v.picklist(apiKeyStates),
  rate_limit_per_minute: v.number(),
  created_by_name: v.nullable(v.string()),
  created_at: v.string(),
  expires_at: v.nullable(v.string()),
  revoked_at: v.nullable(v.string()),
  last_used_at: v.nullable(v.string()),
  last_used_ip: v.nullable(v.string()),
})
export type ApiKey = v.InferOutput<typeof apiKeySchema>

export const apiKeyCreateBody = v.object({
  name: v.pipe(
    requiredText(() => m.enterName()),
    v.maxLength(60, () => m.nameMax()),
  ),
  role: v.pipe(
    requiredText(() => m.chooseRole()),
    v.maxLength(60, () => m.chooseRole()),
  ),
  expires_at: optionalField(timestampOf(() => m.expiryFormat())),
  rate_limit_per_minute: v.optional(
    v.pipe(
      v.number(() => m.rateLimitRange()),
      v.integer(() => m.rateLimitRange()),
      v.minValue(1, () => m.rateLimitRange()),
      v.maxValue(6000, () => m.rateLimitRange()),
    ),
    600,
  ),
})
export type ApiKeyCreateBody = v.InferInput<typeof apiKeyCreateBody>

/** The create's answer: the key, and its secret, shown this once. */
export const apiKeyCreatedResponse = detailResponse(v.object({ ...apiKeySchema.entries, secret: v.string() }))
export const apiKeySavedResponse = detailResponse(apiKeySchema)

export const apiKeyIdParam = v.object({ id: uuidOf(() => m.keyNotFound()) })

export const apiKeyStateLabels = {
  get active() {
    return m.stateActive()
  },
  get revoked() {
    return m.stateRevoked()
  },
  get expired() {
    return m.stateExpired()
  },
}

export const apiKeyCsv: CsvSpec<ApiKey> = {
  filename: 'api-keys',
  get columns(): CsvSpec<ApiKey>['columns'] {
    return [
      [m.labelName(), (row) => row.name],
      [m.labelRole(), (row) => row.role_name],
      [m.labelState(), (row) => apiKeyStateLabels[row.state]],
      [m.labelCreated(), (row) => row.created_at],
      [m.labelExpires(), (row) => row.expires_at],
      [m.labelLastUsed(), (row) => row.last_used_at],
      [m.labelLastAddress(), (row) => row.last_used_ip],
    ]
  },
}

export const apiKeyPaths = {
  list: '/api/api-keys',
  create: '/api/api-keys',
  revoke: (id: string) => `/api/api-keys/${encodeURIComponent(id)}/revoke`,
} as const
