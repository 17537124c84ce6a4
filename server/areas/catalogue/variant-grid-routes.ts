import { Hono } from 'hono'
import { variantListQuery } from '../../../src/contract/catalogue/list'
import type { VariantListParams } from '../../../src/contract/catalogue'
import { gridBody, gridLimit, variantGridPaths } from '../../../src/contract/catalogue/variant-grid'
import { requireArea, requireAuth } from '../../auth/middleware'
import type { Mount, Upload } from '../../kit/area'
import { resourceRoutes, uploadLimit } from '../../kit/resource-routes'
import type { AppEnv } from '../../kit/types'
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

const guard = requireArea('/products/variants')

/**
 * GET /api/add_products/variant_grid (docs/areas/catalogue.md#price-and-stock-grid): whoever may open the variants
 * list (and so edit variants) reads the variants its filter matches, with the stock of each location.
 */
export const variantGridMount: Mount = {
  prefix: '/api/add_products',
  routes: ({ db }) => {
    const app = new Hono<AppEnv>().use(requireAuth(db))
    resourceRoutes(app, db, { guard }).get('/variant_grid', { query: variantListQuery }, async (c, { query }) => {
      const grid = await readGrid(db, c.get('user'), query as VariantListParams, c.req.raw.signal)
      return c.json({ status: true, message: variantsLoaded(), ...grid })
    })
    return app
  },
}

/**
 * PATCH /api/bulk/variant-grid: the grid's changed rows, each saved with its version check and answered per row. It
 * takes an Idempotency-Key as the bulk actions do: a retry with it gets the first answer.
 */
export const variantGridSaveMount: Mount = {
  prefix: variantGridPaths.save,
  upload: gridUpload,
  routes: ({ db }) => {
    const app = new Hono<AppEnv>().use(requireAuth(db))
    const limit = uploadLimit(gridUpload.maxBytes, gridUpload.message)
    resourceRoutes(app, db, { guard }).patch('/', { limit, keyed: true, json: gridBody }, async (c, { json }) => {
      const outcome = await saveGrid(db, c.get('orgId'), json.rows)
      const { done, conflicts, failed } = outcome
      const parts = [
        variantsSaved({ count: done, shown: count().format(done) }),
        conflicts.length ? gridConflicts({ count: conflicts.length, shown: count().format(conflicts.length) }) : '',
        failed.length ? gridFailed({ shown: count().format(failed.length) }) : '',
      ].filter(Boolean)
      const message = bulkDone({ done: parts.join('; ') })
      return c.json({ status: true, message, ...outcome })
    })
    return app
  },
}
