import { Hono } from 'hono'
import { locateQuery, maxRegionFeatures, regionImportBody, regionUpdateBody } from '../../../src/contract/employees/regions'
import { importMessages, said } from '../../../src/contract/import'
import type { ImportAnswer } from '../../../src/contract/import'
import { requireArea, requireAuth } from '../../auth/middleware'
import type { Mount } from '../../kit/area'
import { answer } from '../../kit/answer'
import { fail } from '../../kit/result'
import { resourceRoutes, uploadLimit } from '../../kit/resource-routes'
import { statsChanged } from '../../kit/stats-cache'
import type { AppDeps, AppEnv } from '../../kit/types'
import { checkFeatures, importRegions, locateRegion, updateRegion } from './regions'
import { regionLocated, regionNotFound, regionNounMany, regionNounOne, regionUpdated, tooManyFeatures } from '../../../src/paraglide/m/employees'
import { counted, importDone, importReady, importReadyErrors } from '../../../src/paraglide/m/kit'

/** 200 regions of 500 corners are about 3 MB of GeoJSON. */
const importBytes = 4 * 1024 * 1024
const tooLarge = () => tooManyFeatures({ max: String(maxRegionFeatures) })
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const regionsSaid = (count: number) => counted({ shown: said(count), noun: count === 1 ? regionNounOne() : regionNounMany() })

/** The region calls of docs/areas/employees.md#regions: import a GeoJSON file, edit one, find the one a point is in. */
function regionRoutes({ db }: AppDeps) {
  const area = requireArea('/employees')
  const app = new Hono<AppEnv>().use(requireAuth(db))
  resourceRoutes(app, db, { guard: area })
    .get('/locate_region', { query: locateQuery }, async (c, { query }) => {
      const { city, lng, lat } = query
      return c.json({ status: true, message: regionLocated(), data: await locateRegion(db, c.get('orgId'), city, [lng, lat]) })
    })
    .patch('/update_region/:id', { json: regionUpdateBody }, async (c, { json }) => {
      const id = c.req.param('id')
      // An id that is no uuid names no region (and would be refused by the database's uuid column).
      const result = uuid.test(id) ? await updateRegion(db, c.get('orgId'), id, json) : fail(404, regionNotFound())
      if (result.ok) statsChanged(db, c.get('orgId'))
      return answer(c, result, regionUpdated())
    })
    .post('/import_regions', { limit: uploadLimit(importBytes, tooLarge), json: regionImportBody }, async (c, { json }) => {
      const { city, dry_run, geojson } = json
      const { values, errors } = checkFeatures(geojson.features)
      const valid = values.length
      if (dry_run) {
        const things = regionsSaid(valid)
        const message = errors.length ? importReadyErrors({ count: errors.length, shown: said(errors.length), things }) : importReady({ things })
        return c.json({ status: true, message, valid, added: 0, errors } satisfies ImportAnswer)
      }
      if (errors.length) {
        const bad = new Set(errors.map((error) => error.line)).size
        return c.json({ status: false, message: importMessages.refused(bad), valid, added: 0, errors } satisfies ImportAnswer, 400)
      }
      const added = await importRegions(db, c.get('orgId'), city, values)
      statsChanged(db, c.get('orgId'))
      const answered: ImportAnswer = {
        status: true,
        message: importDone({ things: regionsSaid(added) }),
        valid,
        added,
        errors: [],
        imported_at: new Date().toISOString(),
      }
      return c.json(answered)
    })
  return app
}

export const regionMount: Mount = {
  prefix: '/api/market_survey',
  routes: regionRoutes,
  upload: { paths: ['/import_regions'], maxBytes: importBytes, message: tooLarge },
}
