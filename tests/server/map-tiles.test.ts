import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PMTiles } from 'pmtiles'
import type { RangeResponse, Source } from 'pmtiles'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadEnv } from '../../server/env'
import { archiveFile, mapArchiveRoutes } from '../../server/areas/employees/map-archive'
import { pmtilesArchive, solidPng, tileAt } from './pmtiles-fixture'

// MAP_TILES (docs/areas/employees.md#map-tiles): a PMTiles archive made here, served with range requests, and read tile by
// tile through them by the pmtiles library the app's map uses.

const banjaraHills: [number, number] = [78.4347, 17.4156]
const red = solidPng([220, 40, 40])
const blue = solidPng([40, 40, 220])
let dir: string
let archive: Buffer
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'map-tiles-'))
  archive = pmtilesArchive(
    [
      { zxy: tileAt(10, ...banjaraHills), bytes: red },
      { zxy: tileAt(11, ...banjaraHills), bytes: blue },
    ],
    banjaraHills,
  )
  writeFileSync(join(dir, 'city.pmtiles'), archive)
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const appWith = (MAP_TILES?: string) => mapArchiveRoutes(loadEnv({ DATA_DIR: dir, MAP_TILES }))

/** The pmtiles library's reads, through the app's answers to its range requests. */
const throughApp = (app: ReturnType<typeof appWith>): Source => ({
  getKey: () => 'test',
  getBytes: async (offset, length): Promise<RangeResponse> => {
    const res = await app.request('/tiles.pmtiles', { headers: { Range: `bytes=${offset}-${offset + length - 1}` } })
    expect(res.status).toBe(206)
    return { data: await res.arrayBuffer(), etag: res.headers.get('ETag') ?? undefined }
  },
})

describe('GET /api/map/tiles.pmtiles', () => {
  it('finds the archive in the data folder, or at an absolute path', () => {
    expect(archiveFile(loadEnv({ DATA_DIR: dir, MAP_TILES: 'city.pmtiles' }))).toBe(join(dir, 'city.pmtiles'))
    expect(archiveFile(loadEnv({ DATA_DIR: dir, MAP_TILES: '/srv/maps/india.pmtiles' }))).toBe('/srv/maps/india.pmtiles')
    expect(archiveFile(loadEnv({}))).toBeNull()
    expect(() => loadEnv({ MAP_TILES: 'city.mbtiles' })).toThrow(/MAP_TILES: must be a .pmtiles file/)
  })

  it('answers ranges of the archive with 206, the whole with 200, and an impossible range with 416', async () => {
    const app = appWith('city.pmtiles')
    const head = await app.request('/tiles.pmtiles', { headers: { Range: 'bytes=0-126' } })
    expect(head.status).toBe(206)
    expect(head.headers.get('Content-Range')).toBe(`bytes 0-126/${archive.length}`)
    expect(head.headers.get('Accept-Ranges')).toBe('bytes')
    expect(Buffer.from(await head.arrayBuffer())).toEqual(archive.subarray(0, 127))
    const tail = await app.request('/tiles.pmtiles', { headers: { Range: 'bytes=-10' } })
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(archive.subarray(archive.length - 10))
    const whole = await app.request('/tiles.pmtiles')
    expect(whole.status).toBe(200)
    expect(whole.headers.get('Content-Length')).toBe(String(archive.length))
    const beyond = await app.request('/tiles.pmtiles', { headers: { Range: `bytes=${archive.length}-` } })
    expect(beyond.status).toBe(416)
    expect(beyond.headers.get('Content-Range')).toBe(`bytes */${archive.length}`)
    expect((await beyond.json()) as unknown).toMatchObject({ status: false, message: 'That part of the map tiles file does not exist.' })
    const onlyHead = await app.request('/tiles.pmtiles', { method: 'HEAD', headers: { Range: 'bytes=0-9' } })
    expect(onlyHead.status).toBe(206)
    expect(onlyHead.headers.get('Content-Length')).toBe('10')
  })

  it('serves tiles the pmtiles library reads back, each the PNG put in', async () => {
    const tiles = new PMTiles(throughApp(appWith('city.pmtiles')))
    const header = await tiles.getHeader()
    expect(header).toMatchObject({ minZoom: 10, maxZoom: 11, tileType: 2 })
    const [z, x, y] = tileAt(11, ...banjaraHills)
    expect(Buffer.from((await tiles.getZxy(z, x, y))!.data)).toEqual(blue)
    expect(Buffer.from((await tiles.getZxy(...tileAt(10, ...banjaraHills)))!.data)).toEqual(red)
    expect(await tiles.getZxy(z, x + 1, y)).toBeUndefined()
  })

  it('says where the tiles are, and 404 when there are none', async () => {
    expect(await (await appWith('city.pmtiles').request('/settings')).json()).toMatchObject({ data: { tiles: '/api/map/tiles.pmtiles' } })
    expect(await (await appWith().request('/settings')).json()).toMatchObject({ data: { tiles: null } })
    const none = await appWith().request('/tiles.pmtiles')
    expect(none.status).toBe(404)
    expect(await appWith('missing.pmtiles').request('/tiles.pmtiles')).toMatchObject({ status: 404 })
  })
})
