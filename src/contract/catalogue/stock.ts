import * as v from 'valibot'
import { requiredText, safeText, savedResponse } from '../common'
import { listResponse, staleResponse, stockLimit, updatedAtField, uuidOf } from '../lists'
import * as m from '../../paraglide/m/stock'
import {
  adjustReasons,
  cityValues,
  locationKindLabels,
  locationKinds,
  locationLabels,
  movementLabels,
  movementReasonLabels,
  movementReasons,
} from './stock-list'
import { csvYesNo } from '../vocabulary'
import type { CsvSpec } from '../vocabulary'
import { cities } from '../account'

// The bodies and answers of /api/stock/* (docs/areas/catalogue.md#locations-and-stock-movements).

export const locationSchema = v.object({
  id: v.string(),
  name: v.string(),
  kind: v.picklist(locationKinds),
  city: v.picklist(cityValues),
  address: v.string(),
  is_active: v.boolean(),
  created_at: v.string(),
  updated_at: v.string(),
})
export type StockLocation = v.InferOutput<typeof locationSchema>
export const locationListResponse = listResponse(locationSchema)
export const locationSavedResponse = savedResponse(locationSchema)
export const locationStaleResponse = staleResponse(locationSchema)

export const locationCreateBody = v.object({
  name: v.pipe(
    requiredText(() => m.enterLocationName()),
    v.maxLength(80, () => m.locationNameMax()),
  ),
  kind: v.picklist(locationKinds, () => m.chooseKind()),
  city: v.picklist(cityValues, () => m.chooseCity()),
  address: v.optional(
    v.pipe(
      safeText(),
      v.trim(),
      v.maxLength(300, () => m.addressMax()),
    ),
    '',
  ),
  is_active: v.optional(
    v.boolean(() => m.chooseActive()),
    true,
  ),
})
export type LocationCreateBody = v.InferInput<typeof locationCreateBody>
export const locationUpdateBody = v.object({ ...locationCreateBody.entries, updated_at: updatedAtField })
export type LocationUpdateBody = v.InferInput<typeof locationUpdateBody>
export const locationStatusBody = v.object({ id: uuidOf(() => m.locationNotFound()), is_active: v.boolean(() => m.chooseActive()) })

const note = v.optional(
  v.pipe(
    safeText(),
    v.trim(),
    v.maxLength(300, () => m.noteMax()),
  ),
  '',
)
const locationId = uuidOf(() => m.chooseLocation())
const variantId = uuidOf(() => m.chooseVariant())

/** One adjustment: a signed whole number of units with its reason. */
export const adjustBody = v.object({
  variant_id: variantId,
  location_id: locationId,
  quantity: v.pipe(
    v.number(() => m.enterQuantity()),
    v.integer(() => m.enterQuantity()),
    v.minValue(-stockLimit, () => m.enterQuantity()),
    v.maxValue(stockLimit, () => m.enterQuantity()),
    v.check(
      (value) => value !== 0,
      () => m.enterQuantity(),
    ),
  ),
  reason: v.picklist(adjustReasons, () => m.chooseReason()),
  note,
})
export type AdjustBody = v.InferInput<typeof adjustBody>

const transferQuantity = v.pipe(
  v.number(() => m.enterTransferQuantity()),
  v.integer(() => m.enterTransferQuantity()),
  v.minValue(1, () => m.enterTransferQuantity()),
  v.maxValue(stockLimit, () => m.enterTransferQuantity()),
)
/** An instant transfer: both sides written in one transaction. */
export const transferBody = v.pipe(
  v.object({
    from_location_id: locationId,
    to_location_id: locationId,
    lines: v.pipe(
      v.array(v.object({ variant_id: variantId, quantity: transferQuantity }), () => m.transferLines()),
      v.minLength(1, () => m.transferLines()),
      v.maxLength(100, () => m.transferLines()),
    ),
    note,
  }),
  v.forward(
    v.check(
      (body) => body.from_location_id !== body.to_location_id,
      () => m.transferSamePlace(),
    ),
    ['to_location_id'],
  ),
)
export type TransferBody = v.InferInput<typeof transferBody>

const countQuantity = v.pipe(
  v.number(() => m.enterCounted()),
  v.integer(() => m.enterCounted()),
  v.minValue(0, () => m.enterCounted()),
  v.maxValue(stockLimit, () => m.enterCounted()),
)
/** A count sheet of one location: what was counted of each variant; each difference from on hand becomes a 'counted' movement. */
export const countBody = v.object({
  location_id: locationId,
  lines: v.pipe(
    v.array(v.object({ variant_id: variantId, counted: countQuantity }), () => m.countLines()),
    v.minLength(1, () => m.countLines()),
    v.maxLength(500, () => m.countLines()),
    v.check(
      (lines) => new Set(lines.map((line) => line.variant_id)).size === lines.length,
      () => m.countTwice(),
    ),
  ),
  note,
})
export type CountBody = v.InferInput<typeof countBody>

export const reverseBody = v.object({
  ids: v.pipe(
    v.array(
      uuidOf(() => m.chooseMovements()),
      () => m.chooseMovements(),
    ),
    v.minLength(1, () => m.chooseMovements()),
    v.maxLength(100, () => m.chooseMovements()),
  ),
  note,
})
export type ReverseBody = v.InferInput<typeof reverseBody>

/** A reorder level of one variant in one location: available at or under it is low stock. */
export const reorderBody = v.object({
  variant_id: variantId,
  location_id: locationId,
  reorder_level: v.pipe(
    v.number(() => m.enterReorderLevel()),
    v.integer(() => m.enterReorderLevel()),
    v.minValue(0, () => m.enterReorderLevel()),
    v.maxValue(stockLimit, () => m.enterReorderLevel()),
  ),
})
export type ReorderBody = v.InferInput<typeof reorderBody>

export const movementSchema = v.object({
  id: v.string(),
  created_at: v.string(),
  variant_id: v.string(),
  sku: v.string(),
  variant_name: v.string(),
  location_id: v.string(),
  location_name: v.string(),
  quantity: v.number(),
  reason: v.picklist(movementReasons),
  note: v.string(),
  actor_id: v.nullable(v.string()),
  actor_name: v.string(),
  transfer_id: v.nullable(v.string()),
  reverses_id: v.nullable(v.string()),
  /** True once a reversal answers it. */
  reversed: v.boolean(),
})
export type StockMovement = v.InferOutput<typeof movementSchema>
export const movementListResponse = listResponse(movementSchema)

/** What a write answers: the movements it made and the stock rows they left. */
const levelSchema = v.object({
  variant_id: v.string(),
  location_id: v.string(),
  location_name: v.string(),
  on_hand: v.number(),
  reserved: v.number(),
  /** Absent in a write's answer; the stock panel's read has it. */
  reorder_level: v.optional(v.number()),
})
export type StockLevel = v.InferOutput<typeof levelSchema>
export const movementsSavedResponse = v.object({
  status: v.boolean(),
  message: v.string(),
  data: v.optional(v.object({ movements: v.array(movementSchema), levels: v.array(levelSchema) })),
})

/** A variant's stock panel (GET /api/stock/variants/:id): every location that holds it or is active. */
export const variantStockResponse = v.object({
  status: v.boolean(),
  message: v.string(),
  data: v.object({ variant_id: v.string(), sku: v.string(), levels: v.array(levelSchema) }),
})
export const reorderSavedResponse = v.object({ status: v.boolean(), message: v.string(), data: levelSchema })

const cityLabel = (value: string) => cities.find((city) => city.value === value)?.label ?? value
export const locationCsv: CsvSpec<StockLocation> = {
  filename: 'locations',
  // Read per export, so the headers are in the language of the request.
  get columns(): CsvSpec<StockLocation>['columns'] {
    return [
      [locationLabels.name, (row) => row.name],
      [locationLabels.kind, (row) => locationKindLabels[row.kind]],
      [locationLabels.city, (row) => cityLabel(row.city)],
      [locationLabels.address, (row) => row.address],
      [locationLabels.is_active, (row) => csvYesNo(row.is_active)],
    ]
  },
}
export const movementCsv: CsvSpec<StockMovement> = {
  filename: 'stock-movements',
  get columns(): CsvSpec<StockMovement>['columns'] {
    return [
      [movementLabels.created_at, (row) => row.created_at],
      [movementLabels.sku, (row) => row.sku],
      [movementLabels.variant_name, (row) => row.variant_name],
      [movementLabels.location_name, (row) => row.location_name],
      [movementLabels.quantity, (row) => row.quantity],
      [movementLabels.reason, (row) => movementReasonLabels[row.reason]],
      [movementLabels.note, (row) => row.note],
      [movementLabels.actor_name, (row) => row.actor_name],
      [movementLabels.reversed, (row) => csvYesNo(row.reversed)],
    ]
  },
}
