import { defineConfig } from 'vitest/config'
import { messages } from './scripts/i18n.mjs'

// The server suite runs twice in npm test, on PGlite and then on PostgreSQL (scripts/test-server.mjs). A file that
// always starts its processes on PGlite folders of their own (DATABASE_URL='') runs in the first pass only, and one that
// always uses a PostgreSQL server (several processes on one database) in the second only: the other pass would repeat it.
const embeddedOnly = [
  'ops-process',
  'first-start-kill',
  'production-start',
  'history-verify-process',
  'client-ip',
  'env',
  'passwords',
  'readiness',
  'request-id',
]
const serverOnly = ['api-workers', 'db-blips', 'startup-lock', 'two-processes', 'events-processes', 'messages-processes', 'ads-startup']
// Files that start server processes on PGlite folders of their own, whichever pass runs them: when the PostgreSQL pass
// runs beside the PGlite pass (scripts/test-server.mjs says so), the PostgreSQL pass takes them, so the two passes end
// together.
const ownProcesses = ['history-verify-process']
// Beside each other, the two passes share the files whose subject is not the database underneath, so that together they
// take CI about 540 s rather than 670 (docs/README.md#checks). Both engines are PostgreSQL (PGlite is PostgreSQL built
// to WebAssembly); what differs between them (connections, locks and concurrent writes, several processes,
// LISTEN/NOTIFY, the job queue, prepared statements, backups, the seed) is what the files in neither list test, on both.
// A new file runs on both until it is put in one list.
// The areas' own writes and reads run against the PostgreSQL server (the version an operator runs), with the API's
// answers to input and to callers (bad input is a 4xx, never a 500; every endpoint's tenant and permission rules; rate
// limits):
const postgresPassOnly = [
  ...['fuzz', 'abuse-limits', 'throttle-owner'],
  ...['api-keys', 'booking', 'booking-car-types', 'booking-fare', 'bulk', 'bulk-desk', 'complaints', 'custom-roles', 'dashboard'],
  ...['catalogue-brand-writes', 'catalogue-brands', 'catalogue-inventory', 'catalogue-template-images', 'catalogue-templates'],
  ...['catalogue-variants', 'variant-grid', 'stock-count', 'employees', 'regions-geo', 'feeds', 'inbox', 'record-notes'],
  ...['history-kit-areas', 'history-reads', 'import', 'import-employees', 'import-inventory', 'import-parts', 'import-promo-codes'],
  ...['money', 'money-top-ups', 'promo-codes', 'promo-codes-writes', 'roles', 'subscribers', 'team-invites', 'team-members'],
  ...['webhooks', 'csv-export', 'views'],
]
// ... and on PGlite, the embedded default, what sits around the database: the same rules read from the shared schemas,
// security headers, static files, the OpenAPI document, messages and their transports, codes and the ads service.
const pglitePassOnly = [
  ...['shared-rules', 'shared-rules-api-key', 'security', 'otp-cap'],
  ...['ads', 'ads-door', 'ads-history', 'ads-stats', 'openapi', 'openapi-client', 'security-headers', 'static', 'request-log'],
  ...['metrics', 'i18n-accept-language', 'i18n-server-messages', 'password-reset', 'totp', 'totp-required', 'otp', 'inbox-push'],
  ...['messages-msg91', 'messages-smtp', 'messages-delivery-answers', 'messages-production', 'accounts-signup'],
]
const besidePostgres = process.env.SERVER_SUITE_BESIDE_POSTGRES === '1'
const notThisPass = (
  process.env.TEST_DATABASE_URL
    ? [...embeddedOnly.filter((name) => !ownProcesses.includes(name)), ...pglitePassOnly]
    : [...serverOnly, ...(besidePostgres ? [...ownProcesses, ...postgresPassOnly] : [])]
).map((name) => `tests/server/${name}.test.ts`)

// The unit suite shares one module graph (isolate: false: 148 s went to 56 s on CI's 2 cores), but for the files whose
// subject is module state that lives for a page's life (the persister's save hooks, the pending sign-out queue): they
// get a fresh graph each, in a project of their own.
const unitWithOwnModules = ['tests/unit/persistence.test.ts', 'tests/unit/pending-sign-out.test.ts']
const unit = { environment: 'jsdom', setupFiles: ['tests/unit/setup.ts'], env: { VITE_API_BASE: 'http://api.test' } }

// Kept apart from vite.config.ts so the PWA and router plugins do not run in tests.
export default defineConfig({
  // The message modules (src/paraglide/m), written from the catalogues before any test imports them.
  plugins: [messages()],
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    projects: [
      {
        extends: true,
        test: { ...unit, name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: unitWithOwnModules, isolate: false },
      },
      {
        extends: true,
        test: { ...unit, name: 'unit-own-modules', include: unitWithOwnModules },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          exclude: notThisPass,
          environment: 'node',
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // One module graph for the whole run: each file still gets its own app and database (makeTestContext), and
          // the ~3 s of imports per file went from 155 s to 41 s for ten files (CI's time budget, docs/README.md#checks).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'size',
          include: ['tests/size/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // One module graph for the whole run (playwright-core and the helpers imported once, not once per file: about
          // 30 s of CI's 30 minutes); each file still launches its own browser.
          isolate: false,
        },
      },
    ],
  },
})
