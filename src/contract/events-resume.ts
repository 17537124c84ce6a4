import * as v from 'valibot'

/**
 * GET /api/events' Last-Event-ID (docs/history.md#live-updates): the seq of the last event received. Apart from
 * src/contract/events.ts, which the app loads: only the server reads it (the browser sends back what it was given).
 */
export const lastEventIdSchema = v.pipe(v.string(), v.maxLength(20), v.regex(/^\d+$/), v.transform(Number), v.safeInteger())
