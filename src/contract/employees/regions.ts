import * as v from 'valibot'
import { messages, requiredText } from '../common'
import { detailResponse, uuidOf } from '../lists'
import { surveyCities } from './list'
import { maxVertices } from './geo'
import type { RingFault } from './geo'
import * as m from '../../paraglide/m/employees'
import { labelsFrom } from '../vocabulary'

/**
 * A city region's own calls (docs/areas/employees.md#regions): a GeoJSON import of the organisation's regions, a region's
 * name and employees, and which region a position falls in.
 */

export const maxRegionFeatures = 200
const maxRegionEmployees = 500

/** POST /api/market_survey/import_regions: the file's features for `city`; `dry_run` checks without storing. */
export const regionImportBody = v.object({
  city: v.picklist(surveyCities, () => m.chooseCity()),
  dry_run: v.optional(v.boolean(messages.invalid), false),
  geojson: v.object(
    {
      type: v.literal('FeatureCollection', () => m.notFeatureCollection()),
      features: v.pipe(
        v.array(v.unknown(), () => m.notFeatureCollection()),
        v.minLength(1, () => m.notFeatureCollection()),
        v.maxLength(maxRegionFeatures, () => m.tooManyFeatures({ max: String(maxRegionFeatures) })),
      ),
    },
    () => m.notFeatureCollection(),
  ),
})
export type RegionImportBody = v.InferInput<typeof regionImportBody>

/** A feature's name and pincodes, as its properties carry them. */
export const featureProperties = v.object({
  name: v.pipe(
    requiredText(() => m.enterName()),
    v.maxLength(80, () => m.nameTooLong()),
  ),
  pincodes: v.optional(
    v.pipe(v.array(v.pipe(v.string(messages.invalid), v.regex(/^\d{6}$/, messages.invalid)), messages.invalid), v.maxLength(50, messages.invalid)),
    [],
  ),
})

/** Each way a region's geometry can be wrong, as the importer says it. */
export const geometryMessage: Record<RingFault, () => string> = {
  notPolygon: () => m.geoNotPolygon(),
  notNumbers: () => m.geoNotNumbers(),
  tooFew: () => m.geoTooFew(),
  tooMany: () => m.geoTooMany({ max: String(maxVertices) }),
  outOfRange: () => m.geoOutOfRange(),
  swapped: () => m.geoSwapped(),
  outsideIndia: () => m.geoOutsideIndia(),
  selfIntersects: () => m.geoSelfIntersects(),
}

/**
 * What a region's history entries say changed (docs/history.md): its name, pincodes, how many corners its boundary has
 * (the boundary itself is too large for a trail) and who covers it, by name.
 */
export const regionLabels = labelsFrom({
  name: m.labelName,
  pincodes: m.labelPincodes,
  corners: m.labelBoundaryCorners,
  employees: m.coveringEmployees,
})

/** PATCH /api/market_survey/update_region/{id}: its name and every employee covering it (they replace the old ones). */
export const regionUpdateBody = v.object({
  name: v.pipe(
    requiredText(() => m.enterName()),
    v.maxLength(80, () => m.nameTooLong()),
  ),
  employee_ids: v.pipe(
    v.array(
      uuidOf(() => m.chooseEmployees()),
      () => m.chooseEmployees(),
    ),
    v.maxLength(maxRegionEmployees, () => m.tooManyEmployees({ max: String(maxRegionEmployees) })),
  ),
})
export type RegionUpdateBody = v.InferInput<typeof regionUpdateBody>

const coordinate = (limit: number, message: () => string) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.transform(Number), v.number(message), v.minValue(-limit, message), v.maxValue(limit, message))

/** GET /api/market_survey/locate_region?city=&lng=&lat=: the region of `city` the point falls in. */
export const locateQuery = v.object({
  city: v.picklist(surveyCities, () => m.chooseCity()),
  lng: coordinate(180, () => m.enterLongitude()),
  lat: coordinate(90, () => m.enterLatitude()),
})

/** The region a point is in (null when in none): its id, name and active employees. */
export const locateResponse = detailResponse(v.nullable(v.object({ region_id: v.string(), name: v.string(), employee_count: v.number() })))

/** GET /api/map/settings: the base map's PMTiles archive (its path), null when the server has none (MAP_TILES). */
export const mapSettingsResponse = detailResponse(v.object({ tiles: v.nullable(v.string()) }))

export const regionPaths = {
  mapSettings: '/api/map/settings',
  import: '/api/market_survey/import_regions',
  update: (id: string) => `/api/market_survey/update_region/${encodeURIComponent(id)}`,
  locate: '/api/market_survey/locate_region',
} as const
