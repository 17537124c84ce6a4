// Plane geometry for city regions, small enough to run anywhere (the server on PGlite or PostgreSQL without PostGIS, and
// the app offline): a region is a GeoJSON Polygon in WGS84, [longitude, latitude] pairs, its first ring the outline and
// any further rings holes. Over a city a degree is near enough to flat for "is this point inside".

/** A [longitude, latitude] position. */
export type LngLat = [number, number]
export type Ring = LngLat[]
export type Polygon = { type: 'Polygon'; coordinates: Ring[] }
export type Extent = { west: number; south: number; east: number; north: number }

/** India and its waters, a little generous: a point outside it is not one of our cities'. */
const india: Extent = { west: 68, south: 6, east: 98, north: 37.5 }
/** More corners than a region needs; a file with more is likely a traced coastline or a mistake. */
export const maxVertices = 500

const within = ([lng, lat]: LngLat, box: Extent) => lng >= box.west && lng <= box.east && lat >= box.south && lat <= box.north

/** Whether the point is inside the ring (even-odd crossing count; a point on an edge may go either way). */
function inRing(point: LngLat, ring: Ring): boolean {
  const [x, y] = point
  let inside = false
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!
    const [xj, yj] = ring[j]!
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

/** Inside the outline and in none of its holes. */
export const inPolygon = (point: LngLat, polygon: Polygon): boolean => {
  const [outline, ...holes] = polygon.coordinates
  return !!outline && inRing(point, outline) && !holes.some((hole) => inRing(point, hole))
}

/** The box around every corner. */
export function extentOf(rings: readonly Ring[]): Extent {
  const corners = rings.flat()
  const lngs = corners.map(([lng]) => lng)
  const lats = corners.map(([, lat]) => lat)
  return { west: Math.min(...lngs), south: Math.min(...lats), east: Math.max(...lngs), north: Math.max(...lats) }
}

/** The ring without its closing corner (GeoJSON repeats the first at the end). */
const openRing = (ring: Ring): Ring => {
  const [first, last] = [ring[0], ring.at(-1)]
  return ring.length > 1 && first && last && first[0] === last[0] && first[1] === last[1] ? ring.slice(0, -1) : ring
}
/** The ring closed as GeoJSON wants it. */
export const closeRing = (ring: Ring): Ring => {
  const open = openRing(ring)
  return open.length ? [...open, open[0]!] : open
}

const cross = (o: LngLat, a: LngLat, b: LngLat) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
const onSegment = (p: LngLat, a: LngLat, b: LngLat) =>
  Math.min(a[0], b[0]) <= p[0] && p[0] <= Math.max(a[0], b[0]) && Math.min(a[1], b[1]) <= p[1] && p[1] <= Math.max(a[1], b[1])

/** Whether segments ab and cd touch or cross. */
function segmentsMeet(a: LngLat, b: LngLat, c: LngLat, d: LngLat): boolean {
  const [d1, d2, d3, d4] = [cross(c, d, a), cross(c, d, b), cross(a, b, c), cross(a, b, d)]
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true
  return (d1 === 0 && onSegment(a, c, d)) || (d2 === 0 && onSegment(b, c, d)) || (d3 === 0 && onSegment(c, a, b)) || (d4 === 0 && onSegment(d, a, b))
}

/** Whether two edges of the ring that are not neighbours touch or cross (a figure eight, a bow tie). */
export function selfIntersects(ring: Ring): boolean {
  const corners = openRing(ring)
  const n = corners.length
  for (let i = 0; i < n; i++) {
    const [a, b] = [corners[i]!, corners[(i + 1) % n]!]
    for (let j = i + 1; j < n; j++) {
      // Neighbouring edges share a corner: they meet by design.
      if (j === i + 1 || (i === 0 && j === n - 1)) continue
      if (segmentsMeet(a, b, corners[j]!, corners[(j + 1) % n]!)) return true
    }
  }
  return false
}

export type RingFault = 'notPolygon' | 'tooFew' | 'tooMany' | 'notNumbers' | 'outOfRange' | 'swapped' | 'outsideIndia' | 'selfIntersects'

const isPosition = (value: unknown): value is LngLat =>
  Array.isArray(value) && value.length >= 2 && typeof value[0] === 'number' && typeof value[1] === 'number' && value.every(Number.isFinite)

/**
 * What is wrong with a GeoJSON geometry as a region of an Indian city, or the polygon (its rings closed) when nothing is.
 * Swapped order is told apart from a place abroad: latitude first puts an Indian point at "longitude" 6-37.5 and "latitude"
 * 68-98, which is the Indian box mirrored.
 */
export function checkRegionGeometry(geometry: unknown): { fault: RingFault } | { polygon: Polygon } {
  const shape = geometry as { type?: unknown; coordinates?: unknown } | null
  if (!shape || shape.type !== 'Polygon' || !Array.isArray(shape.coordinates) || !shape.coordinates.length) return { fault: 'notPolygon' }
  const rings: Ring[] = []
  for (const ring of shape.coordinates as unknown[]) {
    if (!Array.isArray(ring) || !ring.every(isPosition)) return { fault: 'notNumbers' }
    const open = openRing(ring.map(([lng, lat]): LngLat => [lng, lat]))
    if (open.length < 3) return { fault: 'tooFew' }
    rings.push(open)
  }
  if (rings.reduce((sum, ring) => sum + ring.length, 0) > maxVertices) return { fault: 'tooMany' }
  const corners = rings.flat()
  if (corners.some(([lng, lat]) => Math.abs(lat) > 90 || Math.abs(lng) > 180)) {
    return { fault: corners.every(([lng, lat]) => Math.abs(lng) <= 90 && Math.abs(lat) <= 180) ? 'swapped' : 'outOfRange' }
  }
  if (!corners.every((corner) => within(corner, india))) {
    return { fault: corners.every(([lng, lat]) => within([lat, lng], india)) ? 'swapped' : 'outsideIndia' }
  }
  if (rings.some(selfIntersects)) return { fault: 'selfIntersects' }
  return { polygon: { type: 'Polygon', coordinates: rings.map(closeRing) } }
}
