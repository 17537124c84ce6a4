import { useEffect, useRef, useState } from 'react'
import { addProtocol, Map as MapLibre, NavigationControl, ScaleControl, setWorkerUrl } from 'maplibre-gl'
import { Protocol } from 'pmtiles'
import type { GeoJSONSource, StyleSpecification } from 'maplibre-gl'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url'
import 'maplibre-gl/dist/maplibre-gl.css'
import type { Region } from '../../contract/employees'
import { extentOf } from '../../contract/employees/geo'
import type { LngLat, Polygon } from '../../contract/employees/geo'
import * as m from '../../paraglide/m/employees'

// The regions map (MapLibre, loaded only by the regions screen: a dynamic import keeps it out of every other page's
// download). No tiles are needed: a plain background, the city's outline, the regions shaded by active employees, a scale
// bar, and the phone's position with its accuracy circle. Region names are in the list beside it (its text alternative).

setWorkerUrl(workerUrl)
export { estimateMapSave, saveMapForOffline } from './map-save'

/** The engine's files as this page loaded them (this chunk, its worker and its stylesheet): what the map's "Save for offline" keeps. */
export const mapFiles = () => {
  const stylesheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href)
  const own = [import.meta.url, new URL(workerUrl, location.href).href, ...stylesheets.filter((href) => /\/assets\/region-map-[\w-]+\.css$/.test(href))]
  return [...new Set(own)].filter((file) => file.startsWith(location.origin))
}
// The operator's base map (MAP_TILES): a PMTiles archive the server serves with range requests (server/areas/employees/map-archive.ts).
addProtocol('pmtiles', new Protocol().tile)

export type Located = { lng: number; lat: number; accuracy: number }
export type RegionMapProps = {
  regions: readonly Region[]
  outline: Polygon
  selected?: string
  onSelect: (id: string) => void
  position?: Located
  dark: boolean
  label: string
  /** The PMTiles archive's path on this server (raster tiles), or null for a plain background. */
  tiles: string | null
  /** A small map that only shows (the employee form's): no controls, no taps, framed on the regions given. */
  preview?: boolean
}

/** Fill colours for 0, 1, 2, 3 and 4 or more active employees, light and dark (the brand's indigo, lighter to stronger). */
const shades = {
  light: { background: '#eef0f5', outline: '#6b7280', border: '#ffffff', fill: ['#e5e7eb', '#c7d2fe', '#a5b4fc', '#818cf8', '#4f46e5'], me: '#0f766e' },
  dark: { background: '#0c111d', outline: '#9ca3af', border: '#0c111d', fill: ['#1f2937', '#312e81', '#4338ca', '#6366f1', '#a5b4fc'], me: '#2dd4bf' },
}

const featureOf = (region: Region) => ({
  type: 'Feature' as const,
  properties: { id: region.region_id, count: region.employee_count },
  geometry: region.boundary,
})

/** A circle of `metres` around the point, 48 corners: the position's accuracy. */
function circle({ lng, lat, accuracy }: Located): Polygon {
  const dLat = accuracy / 111_320
  const dLng = dLat / Math.cos((lat * Math.PI) / 180)
  const ring = Array.from({ length: 49 }, (_, index): LngLat => {
    const angle = (index / 48) * 2 * Math.PI
    return [lng + dLng * Math.cos(angle), lat + dLat * Math.sin(angle)]
  })
  return { type: 'Polygon', coordinates: [ring] }
}

type Data = Parameters<GeoJSONSource['setData']>[0]
const collection = (features: object[]) => ({ type: 'FeatureCollection', features }) as Data

function styleOf(dark: boolean, outline: Polygon, tiles: string | null): StyleSpecification {
  const colours = shades[dark ? 'dark' : 'light']
  const fill = colours.fill
  return {
    version: 8,
    sources: {
      ...(tiles ? { base: { type: 'raster' as const, url: `pmtiles://${location.origin}${tiles}`, tileSize: 256 } } : {}),
      outline: { type: 'geojson', data: { type: 'Feature', properties: {}, geometry: outline } },
      regions: { type: 'geojson', data: collection([]), promoteId: 'id' },
      me: { type: 'geojson', data: collection([]) },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': colours.background } },
      ...(tiles ? [{ id: 'base', type: 'raster' as const, source: 'base', paint: { 'raster-brightness-max': dark ? 0.6 : 1 } }] : []),
      { id: 'outline', type: 'line', source: 'outline', paint: { 'line-color': colours.outline, 'line-width': 2, 'line-dasharray': [3, 2] } },
      {
        id: 'regions',
        type: 'fill',
        source: 'regions',
        paint: { 'fill-color': ['step', ['get', 'count'], fill[0]!, 1, fill[1]!, 2, fill[2]!, 3, fill[3]!, 4, fill[4]!], 'fill-opacity': tiles ? 0.55 : 0.85 },
      },
      { id: 'region-borders', type: 'line', source: 'regions', paint: { 'line-color': colours.border, 'line-width': 1.5 } },
      {
        id: 'selected',
        type: 'line',
        source: 'regions',
        filter: ['==', ['get', 'id'], ''],
        paint: { 'line-color': dark ? '#fbbf24' : '#b45309', 'line-width': 4 },
      },
      { id: 'accuracy', type: 'fill', source: 'me', filter: ['==', ['geometry-type'], 'Polygon'], paint: { 'fill-color': colours.me, 'fill-opacity': 0.2 } },
      {
        id: 'me',
        type: 'circle',
        source: 'me',
        filter: ['==', ['geometry-type'], 'Point'],
        paint: { 'circle-radius': 7, 'circle-color': colours.me, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 2 },
      },
    ],
  }
}

/** The regions map; a tap on a region chooses it. Says so when the browser cannot draw it (no WebGL): the list still works. */
export default function RegionMap({ regions, outline, selected, onSelect, position, dark, label, tiles, preview = false }: RegionMapProps) {
  const box = useRef<HTMLDivElement>(null)
  const [map, setMap] = useState<MapLibre | null>(null)
  // MapLibre draws with WebGL 2: without it the screen says so and the list stands in.
  const [failed] = useState(() => !document.createElement('canvas').getContext('webgl2'))
  const choose = useRef(onSelect)
  useEffect(() => {
    choose.current = onSelect
  })

  useEffect(() => {
    if (!box.current || failed) return
    const extent = extentOf(outline.coordinates)
    const made = new MapLibre({
      container: box.current,
      style: styleOf(dark, outline, tiles),
      bounds: [extent.west, extent.south, extent.east, extent.north],
      fitBoundsOptions: { padding: 12 },
      dragRotate: false,
      pitchWithRotate: false,
      interactive: !preview,
      attributionControl: false,
      locale: { 'Map.Title': label, 'NavigationControl.ZoomIn': m.zoomIn(), 'NavigationControl.ZoomOut': m.zoomOut() },
    })
    made.touchZoomRotate.disableRotation()
    if (!preview) made.addControl(new NavigationControl({ showCompass: false }), 'top-right')
    made.addControl(new ScaleControl({ unit: 'metric' }), 'bottom-left')
    made.on('click', 'regions', (event) => {
      const id = event.features?.[0]?.properties?.id
      if (typeof id === 'string') choose.current(id)
    })
    made.on('mouseenter', 'regions', () => (made.getCanvas().style.cursor = 'pointer'))
    made.on('mouseleave', 'regions', () => (made.getCanvas().style.cursor = ''))
    // While the camera moves (a pan, a zoom, flying to the position) the frame says so: a test taps once it has settled.
    made.on('movestart', () => box.current?.setAttribute('data-moving', 'true'))
    made.on('moveend', () => box.current?.removeAttribute('data-moving'))
    // Once a tile of the base map is drawn, the frame says so (tests/e2e/regions-map.test.ts).
    made.on('data', (event) => {
      if (event.dataType === 'source' && 'sourceId' in event && event.sourceId === 'base' && 'tile' in event) box.current?.setAttribute('data-tiles', 'drawn')
    })
    made.once('load', () => setMap(made))
    return () => {
      setMap(null)
      made.remove()
    }
  }, [dark, outline, label, failed, tiles, preview])

  useEffect(() => {
    map?.getSource<GeoJSONSource>('regions')?.setData(collection(regions.map(featureOf)))
    // The small map frames the regions it shows (the city when there are none).
    if (!map || !preview) return
    const box = extentOf(regions.length ? regions.flatMap((region) => region.boundary.coordinates) : outline.coordinates)
    map.fitBounds([box.west, box.south, box.east, box.north], { padding: 16, animate: false, maxZoom: 14 })
  }, [map, regions, preview, outline])
  useEffect(() => {
    map?.setFilter('selected', ['==', ['get', 'id'], selected ?? ''])
  }, [map, selected])
  useEffect(() => {
    const me = position
      ? [
          { type: 'Feature', properties: {}, geometry: circle(position) },
          { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [position.lng, position.lat] } },
        ]
      : []
    map?.getSource<GeoJSONSource>('me')?.setData(collection(me))
    if (!map || !position) return
    box.current?.removeAttribute('data-located')
    map.once('moveend', () => box.current?.setAttribute('data-located', 'true'))
    map.easeTo({ center: [position.lng, position.lat], zoom: Math.max(map.getZoom(), 13) })
  }, [map, position])

  if (failed) return preview ? null : <p className="form-alert">{m.mapFailed()}</p>
  return <div ref={box} className="region-map" data-ready={map ? 'true' : undefined} />
}
