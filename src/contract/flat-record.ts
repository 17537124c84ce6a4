import * as v from 'valibot'

/**
 * A flat object of at most 30 short keys (a list's query, as a bulk filter or a saved view), each value passing `isValue`.
 * Checked by hand rather than with v.record, which the first download's valibot does not otherwise carry.
 */
export const flatRecord = <Value>(isValue: (value: unknown) => boolean, message: string | (() => string)) =>
  v.pipe(
    v.unknown(),
    v.check(
      (input) =>
        typeof input === 'object' &&
        input !== null &&
        !Array.isArray(input) &&
        Object.keys(input).length <= 30 &&
        Object.entries(input).every(([key, value]) => /^[a-z_]{1,40}$/.test(key) && isValue(value)),
      message,
    ),
    v.transform((input) => input as Record<string, Value>),
  )
