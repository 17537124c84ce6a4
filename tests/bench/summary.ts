import { mkdirSync, writeFileSync } from 'node:fs'

export const resultsDir = 'tests/bench/results'
const resultsFile = `${resultsDir}/latest.json`

/** The run's figures as tests/bench/results/latest.json, and a copy per run that the next run compares with. */
export function writeSummary(summary: { at: string } & Record<string, unknown>): void {
  mkdirSync(resultsDir, { recursive: true })
  writeFileSync(resultsFile, `${JSON.stringify(summary, null, 2)}\n`)
  // Each run is kept too, so the next one prints its figures beside these (tests/bench/lighthouse.ts).
  writeFileSync(`${resultsDir}/run-${summary.at.replaceAll(':', '-')}.json`, `${JSON.stringify(summary, null, 2)}\n`)
  console.log(`\nSummary written to ${resultsFile}, Lighthouse reports beside it`)
}
