// The server suite on PostgreSQL starts each test file from a copy of one migrated, seeded database, as the PGlite pass
// does from its template (global-setup.ts): CREATE DATABASE ... TEMPLATE takes a fraction of a second where migrating
// and seeding took seven on a loaded machine, for each of sixty-odd files.
import pg from 'pg'
import { createDb } from '../../server/db/client'
import { seed } from '../../server/seed'

const databaseOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1))
const withDatabase = (url: string, name: string) => {
  const target = new URL(url)
  target.pathname = `/${encodeURIComponent(name)}`
  return target.toString()
}
const templateName = (url: string) => `${databaseOf(url)}_template`
const copyName = (url: string) => `${databaseOf(url)}_file`

/**
 * DROP DATABASE ... WITH (FORCE) ends the other sessions on it, and refuses (42501) when one belongs to a role we are not,
 * which an autovacuum worker tidying the last file's copy does on PostgreSQL 15. It finishes in moments: try again.
 * (.ci/run also grants pg_signal_backend, which lets the drop end the worker at once.)
 */
async function dropForced(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query(`drop database if exists "${name}" with (force)`)
      return
    } catch (error) {
      if ((error as { code?: string }).code !== '42501' || attempt >= 20) throw error
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt))
    }
  }
}

/** On the server of `url` (connected through its own database), drops `name` and creates it again, from `template` if given. */
async function recreate(url: string, name: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await dropForced(client, name)
    await client.query(template ? `create database "${name}" template "${template}"` : `create database "${name}"`)
  } finally {
    await client.end()
  }
}

async function drop(url: string, names: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    for (const name of names) await dropForced(client, name)
  } finally {
    await client.end()
  }
}

/** Once per run: the template database beside `url`'s, migrated and seeded with the small catalogue. */
export async function preparePgTemplate(url: string): Promise<() => Promise<void>> {
  const name = templateName(url)
  await recreate(url, name)
  const handle = await createDb({ DATABASE_URL: withDatabase(url, name), DATA_DIR: 'memory://' })
  await handle.migrate()
  await seed(handle.db, { catalogue: 'small' })
  await handle.close()
  return () => drop(url, [copyName(url), name])
}

/** A fresh copy of the template for one test file; its URL. */
export async function pgCopy(url: string): Promise<string> {
  const name = copyName(url)
  await recreate(url, name, templateName(url))
  return withDatabase(url, name)
}
