import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

// Where the migrations are, and the newest of them: light (no driver), so server/main.ts may read it before it opens a database.

// Runs from source (tsx, vitest) and from dist-server/main.js (esbuild bundle).
export function migrationsFolder(): string {
  const candidates = [
    fileURLToPath(new URL('./migrations', import.meta.url)),
    fileURLToPath(new URL('../server/db/migrations', import.meta.url)),
    resolve(process.cwd(), 'server/db/migrations'),
  ]
  const found = candidates.find((folder) => existsSync(resolve(folder, 'meta/_journal.json')))
  if (!found) throw new Error(`Migrations not found; looked in:\n  ${candidates.join('\n  ')}`)
  return found
}

/**
 * The newest migration this build carries (its journal's last entry): drizzle records each applied one in
 * drizzle.__drizzle_migrations with the entry's `when` as created_at. Readiness compares the two.
 */
export function expectedMigration(): { tag: string; when: number } {
  const journal = JSON.parse(readFileSync(resolve(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] }
  const last = journal.entries.at(-1)
  if (!last) throw new Error('The migrations journal has no entries')
  return { tag: last.tag, when: last.when }
}
