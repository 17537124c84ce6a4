import { deflateSync } from 'node:zlib'
import { zxyToTileId } from 'pmtiles'

// A small PMTiles v3 archive made in the test (https://github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md): one
// directory, no compression, PNG tiles of one colour each, for the map tiles' server and browser tests.

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A 256 x 256 PNG of one colour. */
export function solidPng([r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(256, 0)
  header.writeUInt32BE(256, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: 256 }, () => [r, g, b]).flat())])
  const pixels = Buffer.concat(Array.from({ length: 256 }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const varint = (value: number) => {
  const bytes: number[] = []
  let rest = value
  while (rest >= 0x80) {
    bytes.push((rest & 0x7f) | 0x80)
    rest = Math.floor(rest / 128)
  }
  bytes.push(rest)
  return bytes
}

/** The tile (z, x, y) that holds the point at zoom z. */
export function tileAt(z: number, lng: number, lat: number): [number, number, number] {
  const n = 2 ** z
  const x = Math.floor(((lng + 180) / 360) * n)
  const rad = (lat * Math.PI) / 180
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n)
  return [z, x, y]
}

/** An archive of `tiles` (z, x, y and its bytes) around a place, at the zooms they are at. */
export function pmtilesArchive(tiles: { zxy: [number, number, number]; bytes: Buffer }[], centre: [number, number]): Buffer {
  const entries = tiles.map((tile) => ({ id: zxyToTileId(...tile.zxy), bytes: tile.bytes })).sort((a, b) => a.id - b.id)
  let offset = 0
  const placed = entries.map((entry) => {
    const at = offset
    offset += entry.bytes.length
    return { ...entry, offset: at }
  })
  const directory: number[] = [...varint(placed.length)]
  let last = 0
  for (const entry of placed) {
    directory.push(...varint(entry.id - last))
    last = entry.id
  }
  for (const _ of placed) directory.push(...varint(1))
  for (const entry of placed) directory.push(...varint(entry.bytes.length))
  for (const [index, entry] of placed.entries()) {
    const follows = index > 0 && entry.offset === placed[index - 1]!.offset + placed[index - 1]!.bytes.length
    directory.push(...varint(follows ? 0 : entry.offset + 1))
  }
  const root = Buffer.from(directory)
  const metadata = Buffer.from(JSON.stringify({ name: 'test tiles', format: 'png' }))
  const data = Buffer.concat(placed.map((entry) => entry.bytes))
  const zooms = tiles.map((tile) => tile.zxy[0])
  const header = Buffer.alloc(127)
  header.write('PMTiles', 0, 'ascii')
  header.writeUInt8(3, 7)
  const u64 = (at: number, value: number) => header.writeBigUInt64LE(BigInt(value), at)
  const rootAt = 127
  const metadataAt = rootAt + root.length
  const dataAt = metadataAt + metadata.length
  u64(8, rootAt)
  u64(16, root.length)
  u64(24, metadataAt)
  u64(32, metadata.length)
  u64(40, dataAt + data.length)
  u64(48, 0)
  u64(56, dataAt)
  u64(64, data.length)
  u64(72, entries.length)
  u64(80, entries.length)
  u64(88, entries.length)
  header.writeUInt8(1, 96) // clustered
  header.writeUInt8(1, 97) // internal compression: none
  header.writeUInt8(1, 98) // tile compression: none
  header.writeUInt8(2, 99) // tile type: png
  header.writeUInt8(Math.min(...zooms), 100)
  header.writeUInt8(Math.max(...zooms), 101)
  const e7 = (at: number, value: number) => header.writeInt32LE(Math.round(value * 1e7), at)
  e7(102, centre[0] - 0.5)
  e7(106, centre[1] - 0.5)
  e7(110, centre[0] + 0.5)
  e7(114, centre[1] + 0.5)
  header.writeUInt8(Math.min(...zooms), 118)
  e7(119, centre[0])
  e7(123, centre[1])
  return Buffer.concat([header, root, metadata, data])
}
