import { PMTiles } from 'pmtiles'
import type { Source } from 'pmtiles'
import { describe, expect, it } from 'vitest'
import type { Polygon } from '../../src/contract/employees/geo'
import { bytesOf, rangeOf, tileRanges, tilesWanted } from '../../src/features/employees/map-plan'
import { pmtilesArchive, solidPng, tileAt } from '../server/pmtiles-fixture'

// The map's size before "Save for offline" (src/features/employees/map-plan.ts): the tiles' ranges found through the
// archive's directories are the ones the pmtiles reader then reads, and the directories are all that is read to find them.

/** An archive in memory that notes each range read, as the save's source does (each range once). */
class MemorySource implements Source {
  readonly ranges = new Map<string, number>()
  constructor(private readonly bytes: Buffer) {}
  getKey() {
    return 'memory'
  }
  getBytes(offset: number, length: number) {
    const data = this.bytes.subarray(offset, offset + length)
    this.ranges.set(rangeOf(offset, length), data.length)
    return Promise.resolve({ data: data.buffer.slice(data.byteOffset, data.byteOffset + data.length) as ArrayBuffer })
  }
}

const banjaraHills: [number, number] = [78.4347, 17.4156]
/** A small square around a point (degrees). */
const around = ([lng, lat]: [number, number], half: number): Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [lng - half, lat - half],
      [lng + half, lat - half],
      [lng + half, lat + half],
      [lng - half, lat + half],
      [lng - half, lat - half],
    ],
  ],
})

describe('the offline map before saving', () => {
  const colours: [number, number, number][] = [
    [200, 120, 60],
    [20, 120, 200],
    [90, 200, 60],
  ]
  // Three zooms with tiles over Banjara Hills; zoom 12 has a second tile, over the second region.
  const archive = pmtilesArchive(
    [
      { zxy: tileAt(10, ...banjaraHills), bytes: solidPng(colours[0]!) },
      { zxy: tileAt(11, ...banjaraHills), bytes: solidPng(colours[1]!) },
      { zxy: tileAt(12, ...banjaraHills), bytes: solidPng(colours[2]!) },
      { zxy: tileAt(12, banjaraHills[0] + 0.1, banjaraHills[1]), bytes: solidPng(colours[0]!) },
    ],
    banjaraHills,
  )
  const regions = [around(banjaraHills, 0.01), around([banjaraHills[0] + 0.1, banjaraHills[1]], 0.01)]

  it('wants each tile over the regions once, at the zooms a surveyor uses that the archive has', () => {
    const wanted = tilesWanted({ minZoom: 10, maxZoom: 12 }, regions)
    expect(new Set(wanted.map((tile) => tile.join('/'))).size).toBe(wanted.length)
    expect(wanted.map(([z]) => z).sort()).toEqual(expect.arrayContaining([10, 11, 12]))
    expect(wanted.every(([z]) => z >= 10 && z <= 12)).toBe(true)
    expect(wanted).toContainEqual(tileAt(12, banjaraHills[0] + 0.1, banjaraHills[1]))
    expect(tilesWanted({ minZoom: 0, maxZoom: 20 }, regions).every(([z]) => z >= 9 && z <= 15)).toBe(true)
    expect(tilesWanted({ minZoom: 0, maxZoom: 20 }, [])).toEqual([])
  })

  it('finds the ranges the reader then reads, reading only the directories', async () => {
    const planning = new MemorySource(archive)
    const planned = new PMTiles(planning)
    const wanted = tilesWanted(await planned.getHeader(), regions)
    const { ranges, found } = await tileRanges(planned, wanted)
    // Only the header and its root directory (the first 16 KB) were read to find them.
    expect([...planning.ranges.keys()]).toEqual([rangeOf(0, 16_384)])
    expect(found).toBe(4)

    const saving = new MemorySource(archive)
    const reader = new PMTiles(saving)
    let read = 0
    for (const [z, x, y] of wanted) if (await reader.getZxy(z, x, y)) read += 1
    expect(read).toBe(found)
    expect(new Map([...planning.ranges, ...ranges])).toEqual(saving.ranges)
    expect(bytesOf(new Map([...planning.ranges, ...ranges]))).toBe(bytesOf(saving.ranges))
    expect(bytesOf(ranges)).toBe(solidPng(colours[0]!).length * 2 + solidPng(colours[1]!).length + solidPng(colours[2]!).length)
  })
})
