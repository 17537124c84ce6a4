import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { compress } from 'hono/compress'
import { HTTPException } from 'hono/http-exception'
import { secureHeaders } from 'hono/secure-headers'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppDeps, AppEnv } from './http/types'
import { accountsRoutes } from './routes/accounts'
import { dashboardRoutes } from './routes/dashboard'
import { mediaRoutes } from './routes/media'
import { myAccountsRoutes } from './routes/my-accounts'
import { addProductsRoutes, templateUploadPath } from './routes/add-products'
import { promocodeRoutes } from './routes/promocode'
import { ClientGone } from './services/list-query'

const maxBodyBytes = 64 * 1024
const serverError = 'Something went wrong on our side. Please try again.'

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>()

  app.use('*', secureHeaders())
  app.use('*', compress())
  const jsonLimit = bodyLimit({
    maxSize: maxBodyBytes,
    onError: (c) => c.json({ status: false, message: 'The request is too large (at most 64 KB).' }, 413),
  })
  // The image upload sets its own, larger limit on its route.
  app.use('/api/*', (c, next) => (c.req.path === templateUploadPath ? next() : jsonLimit(c, next)))

  // For load balancers and benchmarks: answers without touching the database.
  app.get('/api/health', (c) => c.json({ status: true, message: 'ok' }))
  app.route('/api/accounts', accountsRoutes(deps))
  app.route('/api/my_accounts', myAccountsRoutes(deps))
  app.route('/api/dashboard', dashboardRoutes(deps))
  app.route('/api/promocode', promocodeRoutes(deps))
  app.route('/api/add_products', addProductsRoutes(deps))
  app.route('/api/media', mediaRoutes(deps))

  app.notFound((c) =>
    c.req.path.startsWith('/api/') || c.req.path === '/api' ? c.json({ status: false, message: 'Not found.' }, 404) : c.text('Not found', 404),
  )
  app.onError((error, c) => {
    // The client closed the connection mid-request (see stopIfGone): nobody reads this answer, and it is no bug.
    if (error instanceof ClientGone) return new Response(null, { status: 499 })
    // HTTPExceptions are deliberate answers (malformed JSON, for one); anything else is a bug.
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ status: false, message: error.message || 'Invalid request.' }, error.status as ContentfulStatusCode)
    }
    console.error(`[error] ${c.req.method} ${c.req.path}`, error)
    return c.json({ status: false, message: serverError }, 500)
  })
  return app
}

export type App = ReturnType<typeof createApp>
