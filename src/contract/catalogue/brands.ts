import * as v from 'valibot'
import { brandSchema } from '.'
import { requiredText, savedResponse } from '../common'
import { staleResponse, updatedAtField, uuidOf } from '../lists'
import { imageFiles } from '../media'
import * as m from '../../paraglide/m/catalogue'

// Brand writes: an addition to the calls of docs/areas/catalogue.md#api, which lists brands (GET /api/promocode/get_erp_brands) but has no call that
// creates one, so a new organisation could not start (README, deviations).

/** The spec's English (tests compare with it); the server answers m.brandDuplicate() in the request's language. */
export const duplicateBrandMessage = m.brandDuplicate({}, { locale: 'en' })

/** Multipart text sends a switch as 'true' or 'false'. */
const formFlag = v.pipe(
  v.picklist(['true', 'false'], () => m.chooseActive()),
  v.transform((value) => value === 'true'),
)

/** The brand form, sent as multipart/form-data (fields plus an optional `logo` file). */
export const brandCreateBody = v.object({
  name: v.pipe(
    requiredText(() => m.enterBrandName()),
    v.maxLength(80, () => m.brandNameMax()),
  ),
  is_active: v.optional(formFlag, 'true'),
  logo: v.optional(imageFiles(1), []),
})
export type BrandCreateBody = v.InferInput<typeof brandCreateBody>

/** PUT of the same form: the version it was loaded from and whether to drop the saved logo. */
export const brandUpdateBody = v.object({
  ...brandCreateBody.entries,
  updated_at: updatedAtField,
  remove_logo: v.optional(formFlag, 'false'),
})

export const brandStatusBody = v.object({ id: uuidOf(() => m.brandMissing()), is_active: v.boolean(() => m.chooseActive()) })
export type BrandStatusBody = v.InferInput<typeof brandStatusBody>

export const brandSavedResponse = savedResponse(brandSchema)
export const brandStaleResponse = staleResponse(brandSchema)
