import { PMTiles } from 'pmtiles'
import type { Source } from 'pmtiles'
import { extentOf } from '../../contract/geo'
import type { Polygon } from '../../contract/geo'
import { MAP_CODE_CACHE, MAP_TILES_CACHE, writeMapSaved } from './map-cache'
import type { MapSaved } from './map-cache'

// The map's "Save for offline" (docs/areas/employees.md#offline-map): the engine's files, and the base map's tiles over the
// organisation's regions at the zooms a surveyor uses. The archive (MAP_TILES) can be a whole country's map, far too
// large for a phone, so not the archive but the byte ranges the map reads are kept: the header, the directories and each
// tile, read here with the same pmtiles reader the map uses, so the same ranges the map asks for later. The service
// worker answers those from the cache when there is no network (sw/sw.ts).

/** From the city seen whole on a phone (zoom 9 to 10) to a street (15); capped by the zooms the archive has. */
const zooms = { from: 9, to: 15 }
const together = 6

/** The tiles (z, x, y) over a box of longitudes and latitudes at zoom z (Web Mercator, as the map). */
function tilesOver(box: { west: number; south: number; east: number; north: number }, z: number): [number, number, number][] {
  const n = 2 ** z
  const column = (lng: number) => Math.min(n - 1, Math.max(0, Math.floor(((lng + 180) / 360) * n)))
  const row = (lat: number) => {
    const rad = (lat * Math.PI) / 180
    return Math.min(n - 1, Math.max(0, Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n)))
  }
  const found: [number, number, number][] = []
  for (let x = column(box.west); x <= column(box.east); x++) for (let y = row(box.north); y <= row(box.south); y++) found.push([z, x, y])
  return found
}

/** A pmtiles source that keeps each range it reads in the cache, as the service worker looks it up. */
class KeepingSource implements Source {
  bytes = 0
  constructor(
    private readonly path: string,
    private readonly cache: Cache,
  ) {}
  getKey() {
    return `${location.origin}${this.path}`
  }
  async getBytes(offset: number, length: number, signal?: AbortSignal, etag?: string) {
    const range = `${offset}-${offset + length - 1}`
    const response = await fetch(this.path, { headers: { range: `bytes=${range}` }, signal })
    if (response.status !== 206) throw new Error(`The tiles archive answered ${response.status} to a range`)
    const data = await response.arrayBuffer()
    const tag = response.headers.get('ETag') ?? undefined
    if (etag && tag && tag !== etag) throw new Error('The tiles archive changed while it was being saved')
    const headers: Record<string, string> = {
      'Content-Type': response.headers.get('Content-Type') ?? 'application/vnd.pmtiles',
      'Content-Range': response.headers.get('Content-Range') ?? `bytes ${offset}-${offset + data.byteLength - 1}/*`,
      'Content-Length': String(data.byteLength),
      ...(tag ? { ETag: tag } : {}),
    }
    await this.cache.put(`${this.path}?bytes=${range}`, new Response(data, { headers }))
    this.bytes += data.byteLength
    return { data, etag: tag }
  }
}

/** Runs `work` on each item, `together` at a time. */
async function eachOf<T>(items: T[], work: (item: T) => Promise<void>) {
  let next = 0
  const lane = async () => {
    while (next < items.length) await work(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(together, items.length) }, lane))
}

type SaveOptions = {
  /** The engine's files (region-map.tsx knows them). */
  files: string[]
  /** The archive's path on this server, or null when there is no base map. */
  tiles: string | null
  regions: Polygon[]
  onProgress: (done: number, total: number, bytes: number) => void
}

/** Saves the map for offline use; says what it saved. */
export async function saveMapForOffline({ files, tiles, regions, onProgress }: SaveOptions): Promise<MapSaved> {
  const code = await caches.open(MAP_CODE_CACHE)
  const kept = await caches.open(MAP_TILES_CACHE)
  const source = tiles ? new KeepingSource(tiles, kept) : null
  const archive = source ? new PMTiles(source) : null
  const header = archive ? await archive.getHeader() : null
  const wanted = new Map<string, [number, number, number]>()
  if (header) {
    for (let z = Math.max(zooms.from, header.minZoom); z <= Math.min(zooms.to, header.maxZoom); z++)
      for (const region of regions) for (const tile of tilesOver(extentOf(region.coordinates), z)) wanted.set(tile.join('/'), tile)
  }
  const total = files.length + wanted.size
  let done = 0
  let codeBytes = 0
  const step = () => onProgress((done += 1), total, codeBytes + (source?.bytes ?? 0))
  onProgress(0, total, source?.bytes ?? 0)
  await eachOf(files, async (file) => {
    const response = await fetch(file)
    if (!response.ok) throw new Error(`${file} answered ${response.status}`)
    codeBytes += (await response.clone().arrayBuffer()).byteLength
    await code.put(file, response)
    step()
  })
  let found = 0
  await eachOf([...wanted.values()], async ([z, x, y]) => {
    if (await archive!.getZxy(z, x, y)) found += 1
    step()
  })
  const saved = { bytes: codeBytes + (source?.bytes ?? 0), tiles: found, at: Date.now() }
  await writeMapSaved(saved)
  return saved
}
