import { describe, expect, it } from 'vitest'
import { checkRegionGeometry, inPolygon, selfIntersects } from '../../src/contract/employees/geo'
import type { LngLat, Polygon } from '../../src/contract/employees/geo'

const square = (west: number, south: number, size: number): LngLat[] => [
  [west, south],
  [west + size, south],
  [west + size, south + size],
  [west, south + size],
]

describe('point in region', () => {
  const withHole: Polygon = { type: 'Polygon', coordinates: [square(78.4, 17.4, 0.1), square(78.44, 17.44, 0.02)] }
  it('is inside the outline and outside its holes', () => {
    expect(inPolygon([78.41, 17.41], withHole)).toBe(true)
    expect(inPolygon([78.45, 17.45], withHole)).toBe(false)
    expect(inPolygon([78.6, 17.45], withHole)).toBe(false)
  })
  it('follows a concave outline (an L)', () => {
    const ell: Polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [77, 28],
          [77.2, 28],
          [77.2, 28.1],
          [77.1, 28.1],
          [77.1, 28.2],
          [77, 28.2],
        ],
      ],
    }
    expect(inPolygon([77.05, 28.15], ell)).toBe(true)
    expect(inPolygon([77.15, 28.15], ell)).toBe(false)
  })
})

describe('a region geometry', () => {
  it('closes an open ring and keeps a good one', () => {
    const checked = checkRegionGeometry({ type: 'Polygon', coordinates: [square(78.4, 17.4, 0.01)] })
    expect(checked).toEqual({ polygon: { type: 'Polygon', coordinates: [[...square(78.4, 17.4, 0.01), [78.4, 17.4]]] } })
  })
  it('finds a bow tie and a spike that comes back over an edge, not a plain square', () => {
    expect(
      selfIntersects([
        [0, 0],
        [1, 1],
        [1, 0],
        [0, 1],
      ]),
    ).toBe(true)
    expect(
      selfIntersects([
        [0, 0],
        [2, 0],
        [2, 2],
        [1, 2],
        [1, -1],
        [0, 2],
      ]),
    ).toBe(true)
    expect(selfIntersects(square(0, 0, 1))).toBe(false)
  })
  it('tells swapped coordinates from a place abroad', () => {
    const swapped = square(78.4, 17.4, 0.01).map(([lng, lat]): LngLat => [lat, lng])
    expect(checkRegionGeometry({ type: 'Polygon', coordinates: [swapped] })).toEqual({ fault: 'swapped' })
    expect(checkRegionGeometry({ type: 'Polygon', coordinates: [square(2.3, 48.8, 0.01)] })).toEqual({ fault: 'outsideIndia' })
    expect(
      checkRegionGeometry({
        type: 'Polygon',
        coordinates: [
          [
            [1, 2],
            [3, 'x'],
            [4, 5],
          ],
        ],
      }),
    ).toEqual({ fault: 'notNumbers' })
    expect(
      checkRegionGeometry({
        type: 'Polygon',
        coordinates: [
          [
            [78.4, 17.4],
            [78.5, 17.4],
            [78.4, 17.4],
          ],
        ],
      }),
    ).toEqual({ fault: 'tooFew' })
  })
})
