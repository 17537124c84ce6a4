import { Hono } from 'hono'
import {
  imageRules,
  templateCreateBody,
  templateListQuery,
  templateStatusBody,
  templateUpdateBody,
  variantCreateBody,
  variantListQuery,
  variantStatusBody,
  variantUpdateBody,
} from '../../../src/contract/catalogue'
import { templateCsv, variantCsv } from '../../../src/contract/catalogue/csv'
import { requireArea, requireAuth } from '../../auth/middleware'
import type { Upload } from '../../kit/area'
import { resourceRoutes, uploadLimit } from '../../kit/resource-routes'
import type { AppDeps, AppEnv } from '../../kit/types'
import { getTemplate, listTemplates } from './template-reads'
import { getVariant, listVariants } from './variant-reads'
import { createTemplate, setTemplateStatus, updateTemplate } from './template-writes'
import { createVariant, setVariantStatus, updateVariant } from './variant-writes'
import { templateNotFound, variantNotFound } from '../../../src/paraglide/m/catalogue'
import {
  imagesTooLarge,
  templateActivated,
  templateCreated,
  templateDeactivated,
  templateLoaded,
  templatesLoaded,
  templateUpdated,
  variantActivated,
  variantCreated,
  variantDeactivated,
  variantLoaded,
  variantsLoaded,
  variantUpdated,
} from '../../../src/paraglide/m/server'

/** The one route that takes files (below /api/add_products); app.ts leaves it out of the 64 KB JSON limit. */
export const templateUpload: Upload = {
  paths: ['/create_product_template'],
  // Every image at its limit plus room for the form fields and multipart framing.
  maxBytes: imageRules.maxCount * imageRules.maxBytes + 256 * 1024,
  message: imagesTooLarge,
}
const upload = uploadLimit(templateUpload.maxBytes, templateUpload.message)

/** The templates (multipart with images) and variants of /api/add_products/* (docs/areas/catalogue.md#api); categories and inventory have their own files. */
export function productRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>().use(requireAuth(db))
  resourceRoutes(app, db, {
    guard: requireArea('/products/templates'),
    says: { listed: templatesLoaded, loaded: templateLoaded, created: templateCreated, updated: templateUpdated },
    upload,
  })
    .list('/product_templates', templateListQuery, (scope, params, signal) => listTemplates(db, scope.orgId, params, signal), templateCsv)
    .detail('/product_templates_details/:id', getTemplate, templateNotFound)
    .status('POST', '/template_status', templateStatusBody, setTemplateStatus, ({ status }) =>
      status === 'active' ? templateActivated() : templateDeactivated(),
    )
    .create('/create_product_template', templateCreateBody, createTemplate)
    .update('/create_product_template', templateUpdateBody, updateTemplate)
  resourceRoutes(app, db, {
    guard: requireArea('/products/variants'),
    says: { listed: variantsLoaded, loaded: variantLoaded, created: variantCreated, updated: variantUpdated },
  })
    .list('/product_variants', variantListQuery, (scope, params, signal) => listVariants(db, scope.orgId, params, signal), variantCsv)
    .detail('/product_variants_details/:id', getVariant, variantNotFound)
    .status('POST', '/variant_status', variantStatusBody, setVariantStatus, ({ status }) => (status === 'active' ? variantActivated() : variantDeactivated()))
    .create('/create_product_variant', variantCreateBody, createVariant)
    .update('/create_product_variant', variantUpdateBody, updateVariant)
  return app
}
