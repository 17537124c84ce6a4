import { findTile, zxyToTileId } from 'pmtiles'
import type { Header, PMTiles } from 'pmtiles'
import { extentOf } from '../../contract/employees/geo'
import type { Polygon } from '../../contract/employees/geo'

// What the map's "Save for offline" reads from the tiles archive (map-save.ts), worked out before it reads it: the tiles
// over the organisation's regions at the zooms a surveyor uses, and where each one's bytes are in the archive, found
// through the archive's directories (a few KB) as the pmtiles reader finds them, so the size is known before saving.

/** From the city seen whole on a phone (zoom 9 to 10) to a street (15); capped by the zooms the archive has. */
const zooms = { from: 9, to: 15 }

type Tile = [z: number, x: number, y: number]

/** The tiles (z, x, y) over a box of longitudes and latitudes at zoom z (Web Mercator, as the map). */
function tilesOver(box: { west: number; south: number; east: number; north: number }, z: number): Tile[] {
  const n = 2 ** z
  const column = (lng: number) => Math.min(n - 1, Math.max(0, Math.floor(((lng + 180) / 360) * n)))
  const row = (lat: number) => {
    const rad = (lat * Math.PI) / 180
    return Math.min(n - 1, Math.max(0, Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n)))
  }
  const found: Tile[] = []
  for (let x = column(box.west); x <= column(box.east); x++) for (let y = row(box.north); y <= row(box.south); y++) found.push([z, x, y])
  return found
}

/** The tiles over the regions at the zooms a surveyor uses that the archive has, each once. */
export function tilesWanted(header: Pick<Header, 'minZoom' | 'maxZoom'>, regions: readonly Polygon[]): Tile[] {
  const wanted = new Map<string, Tile>()
  for (let z = Math.max(zooms.from, header.minZoom); z <= Math.min(zooms.to, header.maxZoom); z++)
    for (const region of regions) for (const tile of tilesOver(extentOf(region.coordinates), z)) wanted.set(tile.join('/'), tile)
  return [...wanted.values()]
}

/** A byte range of the archive as the pmtiles reader asks for it, and as the service worker's cache keeps it: `start-end`. */
export const rangeOf = (offset: number, length: number) => `${offset}-${offset + length - 1}`

/** The bytes of a set of ranges (each range once). */
export const bytesOf = (ranges: ReadonlyMap<string, number>) => [...ranges.values()].reduce((sum, length) => sum + length, 0)

/**
 * Where each tile's bytes are in the archive (its range, each range once: tiles of the same content share one), and how
 * many of the tiles the archive has. Reads the archive's header and directories through `archive` (as getZxy does, up to
 * three levels of leaf directories), never a tile.
 */
export async function tileRanges(archive: PMTiles, tiles: readonly Tile[]): Promise<{ ranges: Map<string, number>; found: number }> {
  const header = await archive.getHeader()
  const ranges = new Map<string, number>()
  let found = 0
  for (const [z, x, y] of tiles) {
    if (z < header.minZoom || z > header.maxZoom) continue
    const id = zxyToTileId(z, x, y)
    let offset = header.rootDirectoryOffset
    let length = header.rootDirectoryLength
    for (let depth = 0; depth <= 3; depth++) {
      const entry = findTile(await archive.cache.getDirectory(archive.source, offset, length, header), id)
      if (!entry) break
      if (entry.runLength > 0) {
        ranges.set(rangeOf(header.tileDataOffset + entry.offset, entry.length), entry.length)
        found += 1
        break
      }
      offset = header.leafDirectoryOffset + entry.offset
      length = entry.length
    }
  }
  return { ranges, found }
}
