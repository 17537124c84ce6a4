import { Hono } from 'hono'
import type { Context } from 'hono'
import type * as v from 'valibot'
import { variantListQuery } from '../../../src/contract/catalogue-lists'
import type { VariantListParams } from '../../../src/contract/catalogue'
import { gridBody, gridLimit, variantGridPaths } from '../../../src/contract/variant-grid'
import { requireArea, requireAuth } from '../../auth/middleware'
import type { Mount, Upload } from '../../kit/area'
import { idempotent } from '../../kit/idempotent'
import { uploadLimit } from '../../kit/resource-routes'
import type { AppEnv } from '../../kit/types'
import { validate } from '../../kit/validate'
import { readGrid, saveGrid } from './variant-grid'
import { inLocale } from '../../../src/contract/i18n/formats'
import { bulkDone, gridConflicts, gridFailed, requestTooLarge, variantsLoaded, variantsSaved } from '../../../src/paraglide/m/server'

const count = inLocale((tag) => new Intl.NumberFormat(tag))

/** 5,000 changed rows are about 750 KB of JSON: past the app's 64 KB, so the grid's save sets its own limit. */
const gridUpload: Upload = {
  // The mount's own path, exactly.
  paths: [''],
  maxBytes: 1024 * 1024,
  message: () => requestTooLarge({ rows: count().format(gridLimit) }),
}

const valid = <Output>(c: Context, target: 'query' | 'json') => (c.req.valid as (target: string) => unknown)(target) as Output

const guard = requireArea('/products/variants')

/**
 * GET /api/add_products/variant_grid (docs/areas/catalogue.md#price-and-stock-grid): whoever may open the variants
 * list (and so edit variants) reads the variants its filter matches, with the stock of each location.
 */
export const variantGridMount: Mount = {
  prefix: '/api/add_products',
  routes: ({ db }) =>
    new Hono<AppEnv>().use(requireAuth(db)).get('/variant_grid', guard, validate('query', variantListQuery), async (c) => {
      const grid = await readGrid(db, c.var.user, valid<VariantListParams>(c, 'query'), c.req.raw.signal)
      return c.json({ status: true, message: variantsLoaded(), ...grid })
    }),
}

/**
 * PATCH /api/bulk/variant-grid: the grid's changed rows, each saved with its version check and answered per row. It
 * takes an Idempotency-Key as the bulk actions do: a retry with it gets the first answer.
 */
export const variantGridSaveMount: Mount = {
  prefix: variantGridPaths.save,
  upload: gridUpload,
  routes: ({ db }) =>
    new Hono<AppEnv>()
      .use(requireAuth(db))
      .patch('/', guard, uploadLimit(gridUpload.maxBytes, gridUpload.message), idempotent(db), validate('json', gridBody), async (c) => {
        const outcome = await saveGrid(db, c.var.orgId, valid<v.InferOutput<typeof gridBody>>(c, 'json').rows)
        const { done, conflicts, failed } = outcome
        const parts = [
          variantsSaved({ count: done, shown: count().format(done) }),
          conflicts.length ? gridConflicts({ count: conflicts.length, shown: count().format(conflicts.length) }) : '',
          failed.length ? gridFailed({ shown: count().format(failed.length) }) : '',
        ].filter(Boolean)
        const message = bulkDone({ done: parts.join('; ') })
        return c.json({ status: true, message, ...outcome })
      }),
}
