import { defineConfig } from 'drizzle-kit'

// Every area keeps its tables in its own schema.ts; drizzle-kit finds them all, so a new area edits no list here.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/auth/schema.ts', './server/kit/schema.ts', './server/areas/*/schema.ts', './server/platform/*/schema.ts'],
  out: './server/db/migrations',
})
