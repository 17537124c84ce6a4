import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import {
  imageRules,
  templateCreateBody,
  templateCsv,
  templateListQuery,
  templateStatusBody,
  templateUpdateBody,
  variantCreateBody,
  variantCsv,
  variantListQuery,
  variantStatusBody,
  variantUpdateBody,
} from '../../src/contract/catalogue'
import { answer } from '../http/answer'
import { requireArea, requireAuth } from '../http/auth'
import { created, idempotent } from '../http/idempotency'
import { listAnswer } from '../http/list-answer'
import type { AppDeps, AppEnv } from '../http/types'
import { validate } from '../http/validate'
import { getTemplate, listTemplates } from '../services/product-templates'
import { getVariant, listVariants } from '../services/product-variants'
import { found } from '../services/result'
import { createTemplate, setTemplateStatus, templateNotFound, updateTemplate } from '../services/template-writes'
import { createVariant, setVariantStatus, updateVariant, variantNotFound } from '../services/variant-writes'

/** The one route that takes files; app.ts leaves it out of the 64 KB JSON limit. */
export const templateUploadPath = '/api/add_products/create_product_template'
const uploadLimit = bodyLimit({
  // Every image at its limit plus room for the form fields and multipart framing.
  maxSize: imageRules.maxCount * imageRules.maxBytes + 256 * 1024,
  onError: (c) => c.json({ status: false, message: 'The upload is too large: at most 5 images of 2 MB each.' }, 413),
})
const activated = (status: string, entity: string) => `${entity} ${status === 'active' ? 'activated' : 'deactivated'}`

/** The templates (multipart with images) and variants of /api/add_products/* (SPEC.md 7); categories and inventory have their own files. */
export function addProductsRoutes({ db }: AppDeps) {
  const templates = requireArea('/products/templates')
  const variants = requireArea('/products/variants')
  return new Hono<AppEnv>()
    .use(requireAuth(db))
    .get('/product_templates', templates, validate('query', templateListQuery), async (c) => {
      const params = c.req.valid('query')
      return listAnswer(c, params, await listTemplates(db, c.var.orgId, params), 'Product templates loaded', templateCsv)
    })
    .get('/product_templates_details/:id', templates, async (c) =>
      answer(c, found(await getTemplate(db, c.var.orgId, c.req.param('id')), templateNotFound), 'Product template loaded'),
    )
    .post('/template_status', templates, validate('json', templateStatusBody), async (c) => {
      const { id, status } = c.req.valid('json')
      return answer(c, await setTemplateStatus(db, c.var.orgId, id, status), activated(status, 'Product template'))
    })
    .post('/create_product_template', templates, uploadLimit, idempotent(db), validate('form', templateCreateBody), (c) =>
      created(c, 'Product template created', (key) => createTemplate(db, c.var.orgId, c.req.valid('form'), key)),
    )
    .put('/create_product_template', templates, uploadLimit, validate('form', templateUpdateBody), async (c) =>
      answer(c, await updateTemplate(db, c.var.orgId, c.req.valid('form')), 'Product template updated'),
    )
    .get('/product_variants', variants, validate('query', variantListQuery), async (c) => {
      const params = c.req.valid('query')
      return listAnswer(c, params, await listVariants(db, c.var.orgId, params, c.req.raw.signal), 'Product variants loaded', variantCsv)
    })
    .get('/product_variants_details/:id', variants, async (c) =>
      answer(c, found(await getVariant(db, c.var.orgId, c.req.param('id')), variantNotFound), 'Product variant loaded'),
    )
    .post('/variant_status', variants, validate('json', variantStatusBody), async (c) => {
      const { id, status } = c.req.valid('json')
      return answer(c, await setVariantStatus(db, c.var.orgId, id, status), activated(status, 'Product variant'))
    })
    .post('/create_product_variant', variants, idempotent(db), validate('json', variantCreateBody), (c) =>
      created(c, 'Product variant created', (key) => createVariant(db, c.var.orgId, c.req.valid('json'), key)),
    )
    .put('/create_product_variant', variants, validate('json', variantUpdateBody), async (c) =>
      answer(c, await updateVariant(db, c.var.orgId, c.req.valid('json')), 'Product variant updated'),
    )
}
