import { defineConfig } from 'drizzle-kit'

// The ads service's tables (server/areas/ads/service) and their own migrations: `npx drizzle-kit generate --config drizzle.ads.config.ts`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/areas/ads/service/db/schema.ts',
  out: './server/areas/ads/service/db/migrations',
  schemaFilter: ['ads'],
  migrations: { schema: 'ads_drizzle' },
})
