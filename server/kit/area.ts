import type { Env, Hono } from 'hono'
import type { Db, Tx } from '../db/client'
import type { Finder, RemoteFinder, SearchSources } from './search'
import type { CountProvider, SeriesProvider, Tiles } from './tiles'
import type { AppDeps } from './types'

/** What an area's routes get: the app's dependencies, every area's dashboard tiles (for the dashboard) and finders (for the search). */
export type AreaDeps = AppDeps & { tiles: Tiles; search: SearchSources }

/**
 * Routes that take files: `paths` (below the mount's prefix; a trailing '/' takes every path under it) are left
 * out of the app's 64 KB JSON limit, and their routes set `maxBytes` (with `message` on a 413) themselves.
 */
export type Upload = { paths: readonly string[]; maxBytes: number; message: () => string }

/** One sub-app mounted at `prefix` (the spec's path group); several areas may share a prefix. */
export type Mount = {
  prefix: `/${string}`
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each area's sub-app has its own route schema
  routes: (deps: AreaDeps) => Hono<any, any, any> | Hono<Env>
  upload?: Upload
}

/**
 * What an area adds to the app (server/areas/<area>/area.ts), collected by the one list of areas
 * (server/areas/index.ts): app.ts mounts the routes and sets the body limits, the dashboard shows the tiles.
 */
export type Area = {
  name: string
  mounts: readonly Mount[]
  tiles?: { counts?: readonly CountProvider[]; series?: readonly SeriesProvider[] }
  /** Its part of the command palette's search (server/kit/search.ts). */
  finders?: readonly Finder[]
  remoteFinders?: readonly RemoteFinder[]
  /** Its demo data for one organisation (server/seed.ts runs the steps in the list's order); true when it added any. */
  seed?: (db: Db, org: SeedOrg) => Promise<boolean | void>
  /** What it gives a new organisation, inside the sign-up's transaction (starter categories, car types, the wallet). */
  organisationCreated?: (tx: Tx, orgId: string) => Promise<unknown>
}

/**
 * The organisation being seeded, after its row and members exist: `size` 'small' keeps test databases (copied per
 * file) to about a tenth; `seed` feeds the area's random generator (1 for the demo organisation, 2 for the second).
 */
export type SeedOrg = { orgId: string; size: 'full' | 'small'; seed: number }

/** The full paths of every upload route, each spelled once in its area. */
export const uploadPaths = (areas: readonly Area[]) =>
  areas.flatMap(({ mounts }) => mounts.flatMap(({ prefix, upload }) => upload?.paths.map((path) => `${prefix}${path}`) ?? []))

/** Every area's tiles in the order of the list. */
export const tilesOf = (areas: readonly Area[]): Tiles => ({
  counts: areas.flatMap(({ tiles }) => tiles?.counts ?? []),
  series: areas.flatMap(({ tiles }) => tiles?.series ?? []),
})

/** Every area's sign-up step, in the order of the list, as one. */
export const organisationCreatedOf =
  (areas: readonly Area[]) =>
  async (tx: Tx, orgId: string): Promise<void> => {
    for (const area of areas) await area.organisationCreated?.(tx, orgId)
  }
