import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import { closeServer } from '../../../ops/lifecycle'
import { createAdsApp } from './app'
import { cachedWhoIs, whoIsVia } from './caller'
import { createAdsDb } from './db/client'
import { seedAds } from './db/seed'
import { defaultAdsToken, seedsAdsDemo } from './env'
import type { AdsEnv } from './env'

export type AdsService = { url: string; stop: () => Promise<void> }

/** Opens the ads database (migrated, seeded once), then listens on ADS_HOST:ADS_PORT. */
export async function startAdsService(env: AdsEnv): Promise<AdsService> {
  const database = await createAdsDb(env)
  try {
    // Under the start-up lock, as the main API's migrations and seed: two machines starting at once take turns.
    await database.exclusive(async () => {
      await database.migrate()
      if (!seedsAdsDemo(env)) return
      const made = await seedAds(database.db)
      if (made.length > 0) console.log(`Seeded ads demo data: ${made.join(', ')}`)
    })
  } catch (error) {
    await database.close()
    throw error
  }
  if (env.ADS_API_TOKEN === defaultAdsToken) console.warn('Ads service: ADS_API_TOKEN is the development default; set your own outside development.')
  const whoIs = cachedWhoIs(whoIsVia(env.MAIN_API_URL))
  const app = createAdsApp({ db: database.db, serviceName: env.ADS_SERVICE_NAME, apiToken: env.ADS_API_TOKEN, whoIs })
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = serve({ fetch: app.fetch, hostname: env.ADS_HOST, port: env.ADS_PORT }, () => resolve(listening as Server))
    listening.once('error', reject)
  }).catch(async (error: unknown) => {
    await database.close()
    throw error
  })
  const url = `http://${env.ADS_HOST}:${env.ADS_PORT}`
  console.log(`Ads service running at ${url} (sessions checked with ${env.MAIN_API_URL})`)
  return {
    url,
    stop: async () => {
      await closeServer(server)
      await database.close()
    },
  }
}
