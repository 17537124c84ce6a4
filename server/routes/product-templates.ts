import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { imageRules, templateCreateBody, templateListQuery, templateStatusBody, templateUpdateBody } from '../../src/contract/catalogue'
import { requireArea, requireAuth } from '../http/auth'
import { idempotent } from '../http/idempotency'
import { listAnswer } from '../http/list-answer'
import { failure } from '../http/respond'
import type { AppDeps, AppEnv } from '../http/types'
import { validate } from '../http/validate'
import { listCategories } from '../services/brands'
import { getTemplate, listTemplates } from '../services/product-templates'
import { fail } from '../services/result'
import { readImages } from '../services/template-images'
import { createTemplate, setTemplateStatus, templateNotFound, updateTemplate } from '../services/template-writes'
import { templateCsv } from './csv-exports'

/** The one route that takes files; app.ts leaves it out of the 64 KB JSON limit. */
export const templateUploadPath = '/api/add_products/create_product_template'
const uploadLimit = bodyLimit({
  // Every image at its limit plus room for the form fields and multipart framing.
  maxSize: imageRules.maxCount * imageRules.maxBytes + 256 * 1024,
  onError: (c) => c.json({ status: false, message: 'The upload is too large: at most 5 images of 2 MB each.' }, 413),
})

/** SPEC.md 7 "Products": templates (multipart with images) and the categories their form offers. */
export function productTemplateRoutes({ db }: AppDeps) {
  const area = requireArea('/products/templates')
  // Both product sub-apps share /api/add_products, so auth is per route rather than a sub-app `use`.
  const auth = requireAuth(db)
  return new Hono<AppEnv>()
    .get('/product_templates', auth, area, validate('query', templateListQuery), async (c) => {
      const params = c.req.valid('query')
      return listAnswer(c, params, await listTemplates(db, c.var.orgId, params), 'Product templates loaded', templateCsv)
    })
    .get('/product_templates_details/:id', auth, area, async (c) => {
      const data = await getTemplate(db, c.var.orgId, c.req.param('id'))
      if (!data) return failure(c, fail(404, templateNotFound))
      return c.json({ status: true, message: 'Product template loaded', data })
    })
    .get('/get_categories', auth, area, async (c) =>
      c.json({ status: true, message: 'Categories loaded', data: await listCategories(db, c.var.orgId) }),
    )
    .post('/template_status', auth, area, validate('json', templateStatusBody), async (c) => {
      const { id, status } = c.req.valid('json')
      const result = await setTemplateStatus(db, c.var.orgId, id, status)
      if (!result.ok) return failure(c, result)
      const message = status === 'active' ? 'Product template activated' : 'Product template deactivated'
      return c.json({ status: true, message, data: result.template })
    })
    .post('/create_product_template', auth, area, uploadLimit, idempotent(db), validate('form', templateCreateBody), async (c) => {
      const { images: files, ...fields } = c.req.valid('form')
      const read = await readImages(files)
      if (!read.ok) return failure(c, read)
      const result = await createTemplate(db, c.var.orgId, fields, read.images)
      if (!result.ok) return failure(c, result)
      return c.json({ status: true, message: 'Product template created', data: result.template }, 201)
    })
    .put('/create_product_template', auth, area, uploadLimit, validate('form', templateUpdateBody), async (c) => {
      const { images: files, ...input } = c.req.valid('form')
      const read = await readImages(files)
      if (!read.ok) return failure(c, read)
      const result = await updateTemplate(db, c.var.orgId, input, read.images)
      if (!result.ok) return failure(c, result)
      return c.json({ status: true, message: 'Product template updated', data: result.template })
    })
}
