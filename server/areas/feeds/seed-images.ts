import { deflateSync } from 'node:zlib'

// Small solid-colour PNGs for the seeded feed posts, drawn here so the seed needs no image files.

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'ascii')
  const body = Buffer.concat([head.subarray(4), data])
  const tail = Buffer.alloc(4)
  tail.writeUInt32BE(crc32(body), 0)
  return Buffer.concat([head.subarray(0, 4), body, tail])
}

/** A 96x96 PNG: the colour on top, a lighter band below. */
function swatch([r, g, b]: readonly [number, number, number]): Buffer {
  const size = 96
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const rows = Buffer.alloc(size * (1 + size * 3))
  for (let y = 0; y < size; y += 1) {
    const light = y > size * 0.65
    for (let x = 0; x < size; x += 1) {
      const at = y * (1 + size * 3) + 1 + x * 3
      rows.set(light ? [(r + 510) / 3, (g + 510) / 3, (b + 510) / 3].map(Math.round) : [r, g, b], at)
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', new Uint8Array())])
}

const colours = [
  [194, 65, 12],
  [79, 70, 229],
  [21, 128, 61],
  [190, 24, 93],
  [14, 116, 144],
  [161, 98, 7],
] as const

/** The seed's images as PostgreSQL's bytea text ('\x…'), which the JSON bulk insert takes. */
export const feedSwatches = colours.map((colour) => {
  const png = swatch(colour)
  return { type: 'image/png' as const, size: png.byteLength, hex: `\\x${png.toString('hex')}` }
})
