import { eq } from 'drizzle-orm'
import type * as v from 'valibot'
import type { brandCreateBody, brandUpdateBody } from '../../../src/contract/catalogue/brands'
import type { Brand } from '../../../src/contract/catalogue'
import { brandLabels } from '../../../src/contract/catalogue/list'
import type { Db } from '../../db/client'
import { brandLogos, brands } from './schema'
import { getBrand } from './brand-reads'
import type { KeyedCreate } from '../../kit/idempotency'
import { mediaUrl, readImages } from '../../kit/uploads'
import type { ImageUpload } from '../../kit/uploads'
import { createOwned, setStatus, updateVersioned } from '../../kit/owned-writes'
import type { Saved, Tx, WriteArea } from '../../kit/owned-writes'
import { brandDuplicate, brandNotFound as brandNotFoundText } from '../../../src/paraglide/m/catalogue'

type BrandCreate = v.InferOutput<typeof brandCreateBody>
type BrandUpdate = v.InferOutput<typeof brandUpdateBody>

const area: WriteArea<typeof brands, Brand> = {
  table: brands,
  notFound: brandNotFoundText,
  read: getBrand,
  unique: {
    field: 'name',
    message: brandDuplicate,
  },
  history: { type: 'brand', label: (row) => row.name, labels: brandLabels, omit: ['template_count', 'variant_count'] },
}

/** Replaces the brand's logo (or drops it with `null`) and points logo_url at the new one. */
async function setLogo(tx: Tx, orgId: string, brandId: string, logo: ImageUpload | null): Promise<void> {
  await tx.delete(brandLogos).where(eq(brandLogos.brand_id, brandId))
  if (!logo) return void (await tx.update(brands).set({ logo_url: null }).where(eq(brands.id, brandId)))
  const [row] = await tx
    .insert(brandLogos)
    .values({ org_id: orgId, brand_id: brandId, content_type: logo.type, size_bytes: logo.bytes.byteLength, data: logo.bytes })
    .returning({ id: brandLogos.id })
  await tx
    .update(brands)
    .set({ logo_url: mediaUrl(row!.id) })
    .where(eq(brands.id, brandId))
}

/** `key`: the request's Idempotency-Key, written in the create's transaction. */
export async function createBrand(db: Db, orgId: string, { logo, ...values }: BrandCreate, key?: KeyedCreate): Promise<Saved<Brand>> {
  const read = await readImages(logo, 'logo')
  if (!read.ok) return read
  const [image] = read.images
  return createOwned(db, orgId, area, { values, also: image ? (tx, id) => setLogo(tx, orgId, id, image) : undefined, key })
}

/** A new logo replaces the saved one; `remove_logo` drops it; neither keeps it. */
export async function updateBrand(db: Db, orgId: string, input: BrandUpdate & { id: string }): Promise<Saved<Brand>> {
  const { id, updated_at, logo, remove_logo, ...values } = input
  const read = await readImages(logo, 'logo')
  if (!read.ok) return read
  const [image] = read.images
  const also = image || remove_logo ? (tx: Tx) => setLogo(tx, orgId, id, image ?? null) : undefined
  return updateVersioned(db, orgId, area, { id, updated_at, values, also })
}

export const setBrandActive = (db: Db, orgId: string, id: string, change: { is_active: boolean }) => setStatus(db, orgId, area, id, change)
