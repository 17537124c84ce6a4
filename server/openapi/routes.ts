import { Hono } from 'hono'
import { docsTitle } from '../../src/paraglide/m/openapi'
import { documentCache } from './document'

/** The API's version in the document: a change that breaks a caller raises it. */
const apiVersion = '1.0.0'

/** The paths of the published document and of its reader. */
const openApiPaths = { document: '/api/openapi.json', reference: '/api/docs' } as const

/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of every route `app` answers, in the request's language; GET /api/docs:
 * the Scalar API reference reading it, whose module is loaded only when that page is first asked for.
 * Both are public: they hold the API's shape, no organisation's data.
 */
export function openApiRoutes(app: { routes: readonly { method: string; path: string; handler: object }[] }) {
  const document = documentCache(app, apiVersion)
  return new Hono()
    .get(openApiPaths.document, (c) => c.json(document()))
    .get(openApiPaths.reference, async (c) => {
      const { Scalar } = await import('@scalar/hono-api-reference')
      return (await Scalar({ url: openApiPaths.document, pageTitle: docsTitle() })(c, async () => undefined)) ?? c.notFound()
    })
}
