import type { Endpoint } from './endpoint-kit'

/**
 * Every endpoint the shared server rules run over (shared-rules.test.ts, fuzz.test.ts): the rows of every
 * `<area>-endpoints.ts` beside this file (each exports `endpoints`), so a new area adds its file and nothing here.
 */
const areaRows = import.meta.glob<{ endpoints: Record<string, Endpoint> }>('./*-endpoints.ts', { eager: true })

export const endpoints: Record<string, Endpoint> = Object.assign({}, ...Object.values(areaRows).map((rows) => rows.endpoints))
