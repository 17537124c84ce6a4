import type { ErrorField } from './api-error'
import type { Text } from './text'

/** What a query shows when it fails: docs/app.md#errors's fallback per call, and the fields to read where it names another order than errorText's. */
export type ErrorToastMeta = { fields?: readonly ErrorField[]; fallback: Text } | false

declare module '@tanstack/react-query' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Register {
    queryMeta: { errorToast?: ErrorToastMeta; persist?: boolean }
  }
}
