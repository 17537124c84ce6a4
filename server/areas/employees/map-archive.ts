import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { isAbsolute, join } from 'node:path'
import { Readable } from 'node:stream'
import { Hono } from 'hono'
import type { Context } from 'hono'
import type { Env } from '../../env'
import type { Mount } from '../../kit/area'
import { mapSettingsLoaded, noMapTiles, rangeNotSatisfiable } from '../../../src/paraglide/m/employees'

// The base map under the regions (docs/areas/employees.md#map-tiles): the operator's PMTiles archive (MAP_TILES), served
// from the data folder with HTTP range requests, which MapLibre's pmtiles protocol reads a directory and a tile at a time.
// The tiles are the operator's map of the cities, the same for every organisation: no sign-in needed, as the app's files.

const tilesPath = '/api/map/tiles.pmtiles'

/** The archive's file: MAP_TILES as given when absolute, else inside the data folder (.data with PostgreSQL). */
export function archiveFile(env: Pick<Env, 'MAP_TILES' | 'DATA_DIR' | 'DATABASE_URL'>): string | null {
  if (!env.MAP_TILES) return null
  if (isAbsolute(env.MAP_TILES)) return env.MAP_TILES
  const folder = env.DATABASE_URL || env.DATA_DIR.includes('://') ? '.data' : env.DATA_DIR
  return join(folder, env.MAP_TILES)
}

/** One range of `bytes=start-end`, `bytes=start-` or `bytes=-suffix` within `size`; null when it cannot be served. */
function rangeOf(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || (match[1] === '' && match[2] === '')) return null
  if (match[1] === '') {
    const suffix = Number(match[2])
    return suffix > 0 ? { start: Math.max(0, size - suffix), end: size - 1 } : null
  }
  const start = Number(match[1])
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  return start < size && start <= end ? { start, end } : null
}

async function serveArchive(c: Context, file: string | null) {
  const found = file ? await stat(file).catch(() => null) : null
  if (!file || !found?.isFile()) return c.json({ status: false, message: noMapTiles() }, 404)
  const size = found.size
  const headers: Record<string, string> = {
    'Accept-Ranges': 'bytes',
    'Content-Type': 'application/vnd.pmtiles',
    ETag: `"${size.toString(16)}-${Math.round(found.mtimeMs).toString(16)}"`,
    'Last-Modified': found.mtime.toUTCString(),
    'Cache-Control': 'public, max-age=3600',
  }
  const asked = c.req.header('Range')
  const range = asked === undefined ? { start: 0, end: size - 1 } : rangeOf(asked, size)
  if (!range) return c.json({ status: false, message: rangeNotSatisfiable() }, 416, { 'Content-Range': `bytes */${size}` })
  const length = range.end - range.start + 1
  const status = asked === undefined ? 200 : 206
  if (asked !== undefined) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`
  headers['Content-Length'] = String(length)
  if (c.req.method === 'HEAD' || length === 0) return c.body(null, status, headers)
  const stream = Readable.toWeb(createReadStream(file, { start: range.start, end: range.end })) as ReadableStream<Uint8Array>
  return c.body(stream, status, headers)
}

/** GET /api/map/settings: where the tiles are (null without MAP_TILES); GET and HEAD /api/map/tiles.pmtiles: the archive. */
export function mapArchiveRoutes(env: Env) {
  const file = archiveFile(env)
  // Raw verbs, not the kit: the archive is a file streamed by byte range (GET and HEAD), read by MapLibre without a
  // token, and this mount has no database to hand the kit.
  return new Hono()
    .get('/settings', (c) => c.json({ status: true, message: mapSettingsLoaded(), data: { tiles: file ? tilesPath : null } }))
    .on(['GET', 'HEAD'], '/tiles.pmtiles', (c) => serveArchive(c, file))
}

export const mapMount: Mount = { prefix: '/api/map', routes: ({ env }) => mapArchiveRoutes(env) }
