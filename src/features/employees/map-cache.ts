// Where the map's "Save for offline" keeps what it saved (the service worker, sw/sw.ts, reads the same caches by name).

/** The map engine's files (its chunk, stylesheet and worker); the service worker also keeps them here when first fetched. */
export const MAP_CODE_CACHE = 'map-code'
/** Each byte range of the tiles archive the map reads, under `<archive>?bytes=start-end`, and the saved copy's summary. */
export const MAP_TILES_CACHE = 'map-tiles'
const savedKey = '/api/map/saved-for-offline'

/** What a saved map holds: its bytes (code and tiles, as stored), how many tiles, and when it was saved. */
export type MapSaved = { bytes: number; tiles: number; at: number }

export const cachesUsable = () => typeof caches !== 'undefined'

export async function readMapSaved(): Promise<MapSaved | null> {
  if (!cachesUsable()) return null
  const kept = await (await caches.open(MAP_TILES_CACHE)).match(savedKey)
  return kept ? ((await kept.json()) as MapSaved) : null
}

export async function writeMapSaved(saved: MapSaved): Promise<void> {
  await (await caches.open(MAP_TILES_CACHE)).put(savedKey, new Response(JSON.stringify(saved), { headers: { 'Content-Type': 'application/json' } }))
}

/** Forgets the saved map: its tiles and the engine's files (fetched again the next time the regions screen opens online). */
export async function removeMapSaved(): Promise<void> {
  if (!cachesUsable()) return
  await Promise.all([caches.delete(MAP_TILES_CACHE), caches.delete(MAP_CODE_CACHE)])
}
