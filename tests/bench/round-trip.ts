import { benchPassword, nextClientIp, postJson } from './api'
import type { LoadFigures } from './load'
import type { OutboxTail } from './outbox'
import { mean, percentile, round } from './stats'

type WorkerTally = { times: number[]; errors: Map<string, number> }

const count = (errors: Map<string, number>, reason: string) => errors.set(reason, (errors.get(reason) ?? 0) + 1)

/** One sign-in: login (password check, code sent), the code from the outbox, verify-otp (session). */
async function roundTrip(baseUrl: string, outbox: OutboxTail, email: string, ip: string): Promise<string | null> {
  const login = await postJson(baseUrl, '/api/accounts/login', { email, password: benchPassword }, ip)
  if (login.status !== 200) return `login ${login.status}`
  const otp = await outbox.takeLoginCode(email)
  const verified = await postJson(baseUrl, '/api/accounts/verify-otp', { email, otp }, ip)
  if (verified.status !== 200 || typeof verified.body.token !== 'string') return `verify-otp ${verified.status}`
  return null
}

/** Loops round trips for one user until the deadline; each worker is its own client address. */
async function worker(baseUrl: string, outbox: OutboxTail, email: string, deadline: number, tally: WorkerTally): Promise<void> {
  const ip = nextClientIp()
  while (Date.now() < deadline) {
    const started = performance.now()
    try {
      const failure = await roundTrip(baseUrl, outbox, email, ip)
      if (failure) count(tally.errors, failure)
      else tally.times.push(performance.now() - started)
    } catch (error) {
      count(tally.errors, error instanceof Error ? error.message.replace(/bench-\d+/, 'bench-N') : String(error))
    }
  }
}

export type RoundTripFigures = LoadFigures & { errorReasons: Record<string, number> }

/**
 * Closed loop: one worker per user (the server keeps one live code per email, so two workers
 * sharing a user would void each other's codes). A round trip started before the deadline finishes.
 */
export async function measureRoundTrips(baseUrl: string, outbox: OutboxTail, emails: readonly string[], seconds = 10): Promise<RoundTripFigures> {
  const tally: WorkerTally = { times: [], errors: new Map() }
  const started = performance.now()
  const deadline = Date.now() + seconds * 1000
  await Promise.all(emails.map((email) => worker(baseUrl, outbox, email, deadline, tally)))
  const elapsed = (performance.now() - started) / 1000
  const total = (http: boolean) =>
    [...tally.errors].filter(([reason]) => /^(login|verify-otp) \d+$/.test(reason) === http).reduce((sum, [, value]) => sum + value, 0)
  return {
    name: 'login + code + verify-otp (round trip)',
    connections: emails.length,
    seconds,
    requests: tally.times.length,
    requestsPerSecond: round(tally.times.length / elapsed, 1),
    p50: round(percentile(tally.times, 50)),
    p99: round(percentile(tally.times, 99)),
    mean: round(mean(tally.times), 1),
    non2xx: total(true),
    errors: total(false),
    errorReasons: Object.fromEntries(tally.errors),
  }
}
