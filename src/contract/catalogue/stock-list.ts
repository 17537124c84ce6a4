import * as v from 'valibot'
import { cities } from '../account'
import { messages } from '../common'
import { dateOf, listQueryWith, queryFlag, queryId } from '../lists'
import * as m from '../../paraglide/m/stock'
import { labelsFrom } from '../vocabulary'

// Stock in the field (docs/areas/catalogue.md#locations-and-stock-movements): the organisation's locations and every
// change of stock as a movement. What the lists need at navigation (filters, labels), apart from the bodies.

export const locationKinds = ['warehouse', 'store', 'van'] as const
export type LocationKind = (typeof locationKinds)[number]
export const locationKindLabels = labelsFrom({ warehouse: m.kindWarehouse, store: m.kindStore, van: m.kindVan })

/** Why stock changed; transfers write their two sides themselves, so they are not offered to an adjustment. */
export const movementReasons = ['received', 'sold', 'returned', 'damaged', 'lost', 'counted', 'transferred_in', 'transferred_out', 'correction'] as const
export type MovementReason = (typeof movementReasons)[number]
export const adjustReasons = ['received', 'sold', 'returned', 'damaged', 'lost', 'counted', 'correction'] as const
export const movementReasonLabels = labelsFrom({
  received: m.reasonReceived,
  sold: m.reasonSold,
  returned: m.reasonReturned,
  damaged: m.reasonDamaged,
  lost: m.reasonLost,
  counted: m.reasonCounted,
  transferred_in: m.reasonTransferredIn,
  transferred_out: m.reasonTransferredOut,
  correction: m.reasonCorrection,
})

export const cityValues = cities.map((city) => city.value)

export const locationLabels = labelsFrom({
  name: m.labelName,
  kind: m.labelKind,
  city: m.labelCity,
  address: m.labelAddress,
  is_active: m.labelActive,
  created_at: m.labelCreated,
  updated_at: () => m.labelWhen(),
})

export const movementLabels = labelsFrom({
  created_at: m.labelWhen,
  sku: m.labelSku,
  variant_name: m.labelVariant,
  location_name: m.labelLocation,
  quantity: m.labelQuantity,
  reason: m.labelReason,
  note: m.labelNote,
  actor_name: m.labelPerson,
  reversed: m.labelReversed,
})

export const locationListQuery = listQueryWith(['name', 'city', 'created_at'], {
  is_active: v.optional(queryFlag),
  kind: v.optional(v.picklist(locationKinds, messages.invalid)),
  city: v.optional(v.picklist(cityValues, messages.invalid)),
})
export type LocationListQuery = v.InferInput<typeof locationListQuery>
export type LocationListParams = v.InferOutput<typeof locationListQuery>

export const movementListQuery = listQueryWith(['created_at', 'quantity'], {
  location_id: v.optional(queryId),
  variant_id: v.optional(queryId),
  reason: v.optional(v.picklist(movementReasons, messages.invalid)),
  actor_id: v.optional(queryId),
  from: v.optional(dateOf(messages.invalid)),
  to: v.optional(dateOf(messages.invalid)),
})
export type MovementListQuery = v.InferInput<typeof movementListQuery>
export type MovementListParams = v.InferOutput<typeof movementListQuery>

/** The API's paths (docs/areas/catalogue.md#locations-and-stock-movements); every one under the /inventory grant. */
export const stockPaths = {
  locations: '/api/stock/locations',
  location: (id: string) => `/api/stock/locations/${id}`,
  locationStatus: '/api/stock/location_status',
  movements: '/api/stock/movements',
  variantStock: (id: string) => `/api/stock/variants/${id}`,
  adjust: '/api/stock/adjust',
  transfer: '/api/stock/transfer',
  count: '/api/stock/count',
  reverse: '/api/stock/reverse',
  reorder: '/api/stock/reorder',
  people: '/api/stock/people',
} as const
