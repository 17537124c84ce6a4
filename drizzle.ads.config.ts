import { defineConfig } from 'drizzle-kit'

// The ads service's tables (server/ads) and their own migrations: `npx drizzle-kit generate --config drizzle.ads.config.ts`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/ads/db/schema.ts',
  out: './server/ads/db/migrations',
  schemaFilter: ['ads'],
  migrations: { schema: 'ads_drizzle' },
})
