import { PMTiles } from 'pmtiles'
import type { Source } from 'pmtiles'
import type { Polygon } from '../../contract/employees/geo'
import { bytesOf, rangeOf, tileRanges, tilesWanted } from './map-plan'
import { MAP_CODE_CACHE, MAP_TILES_CACHE, writeMapSaved } from './map-cache'
import type { MapSaved } from './map-cache'

// The map's "Save for offline" (docs/areas/employees.md#offline-map): the engine's files, and the base map's tiles over the
// organisation's regions at the zooms a surveyor uses. The archive (MAP_TILES) can be a whole country's map, far too
// large for a phone, so not the archive but the byte ranges the map reads are kept: the header, the directories and each
// tile, read here with the same pmtiles reader the map uses, so the same ranges the map asks for later. The service
// worker answers those from the cache when there is no network (sw/sw.ts).

const together = 6

/**
 * A pmtiles source over the archive on this server that notes each range it reads (each once), and keeps it in `cache`
 * when given one, as the service worker looks it up.
 */
class RangeSource implements Source {
  readonly ranges = new Map<string, number>()
  constructor(
    private readonly path: string,
    private readonly cache: Cache | null,
  ) {}
  get bytes() {
    return bytesOf(this.ranges)
  }
  getKey() {
    return `${location.origin}${this.path}`
  }
  async getBytes(offset: number, length: number, signal?: AbortSignal, etag?: string) {
    const range = rangeOf(offset, length)
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
    await this.cache?.put(`${this.path}?bytes=${range}`, new Response(data, { headers }))
    this.ranges.set(range, data.byteLength)
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

type MapOptions = {
  /** The engine's files (region-map.tsx knows them). */
  files: string[]
  /** The archive's path on this server, or null when there is no base map. */
  tiles: string | null
  regions: Polygon[]
}

/** Saves the map for offline use; says what it saved. */
export async function saveMapForOffline({
  files,
  tiles,
  regions,
  onProgress,
}: MapOptions & { onProgress: (done: number, total: number, bytes: number) => void }): Promise<MapSaved> {
  const code = await caches.open(MAP_CODE_CACHE)
  const kept = await caches.open(MAP_TILES_CACHE)
  const source = tiles ? new RangeSource(tiles, kept) : null
  const archive = source ? new PMTiles(source) : null
  const wanted = archive ? tilesWanted(await archive.getHeader(), regions) : []
  const total = files.length + wanted.length
  let done = 0
  let codeBytes = 0
  const step = () => onProgress((done += 1), total, codeBytes + (source?.bytes ?? 0))
  onProgress(0, total, source?.bytes ?? 0)
  await eachOf(files, async (file) => {
    const response = await fetch(file)
    if (!response.ok) throw new Error(`${file} answered ${response.status}`)
    // Read first, then added: `codeBytes += await …` would add to the total as it was before the wait, losing the other files'.
    const size = (await response.clone().arrayBuffer()).byteLength
    codeBytes += size
    await code.put(file, response)
    step()
  })
  let found = 0
  await eachOf(wanted, async ([z, x, y]) => {
    if (await archive!.getZxy(z, x, y)) found += 1
    step()
  })
  const saved = { bytes: codeBytes + (source?.bytes ?? 0), tiles: found, at: Date.now() }
  await writeMapSaved(saved)
  return saved
}

/** A file's size: its Content-Length to a HEAD request (the file as stored, before any compression on the wire). */
async function sizeOf(file: string): Promise<number> {
  const head = await fetch(file, { method: 'HEAD' })
  const length = Number(head.headers.get('Content-Length'))
  if (head.ok && length > 0) return length
  const response = await fetch(file)
  if (!response.ok) throw new Error(`${file} answered ${response.status}`)
  return (await response.arrayBuffer()).byteLength
}

/**
 * What saving the map would keep, before saving: the engine's files' sizes, and the archive's header, the directories
 * on the way to the tiles (read, a few KB) and each tile's range (from the directories, not read). The same ranges as
 * saveMapForOffline reads, so the same size it says afterwards.
 */
export async function estimateMapSave({ files, tiles, regions }: MapOptions): Promise<{ bytes: number; tiles: number }> {
  const code = (await Promise.all(files.map(sizeOf))).reduce((sum, size) => sum + size, 0)
  if (!tiles) return { bytes: code, tiles: 0 }
  const source = new RangeSource(tiles, null)
  const archive = new PMTiles(source)
  const { ranges, found } = await tileRanges(archive, tilesWanted(await archive.getHeader(), regions))
  return { bytes: code + bytesOf(new Map([...source.ranges, ...ranges])), tiles: found }
}
