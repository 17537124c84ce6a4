// Issue 36's resilience figures: the embedded default under 50 connections (embedded-load.ts) and a PostgreSQL
// restart's stand-in under 16 request loops (db-restart.ts).
import { demoPassword, signInViaApi } from './api'
import { restartSection } from './db-restart'
import { embeddedSection } from './embedded-load'
import type { OutboxTail } from './outbox'

type Step = <T>(name: string, work: () => Promise<T>) => Promise<T>

/** The `embedded` section on the bench's own PGlite server, the `restart` section on a server of its own at `restartPort`. */
export async function resilienceSections(chosen: ReadonlySet<string>, baseUrl: string, outbox: OutboxTail, restartPort: number, step: Step) {
  const signIn = () => signInViaApi(baseUrl, outbox, 'owner@kesar.example', demoPassword)
  const embedded = chosen.has('embedded')
    ? await step('PGlite: 50 connections for 60 s on lists, health beside them', () => embeddedSection(baseUrl, signIn))
    : undefined
  const restart = chosen.has('restart') ? await restartSection(restartPort, step) : undefined
  return { embedded, restart }
}
