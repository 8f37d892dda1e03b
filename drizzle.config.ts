import { defineConfig } from 'drizzle-kit'

// `npx drizzle-kit generate` writes the migrations the server applies at start (PGlite and PostgreSQL alike).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
})
