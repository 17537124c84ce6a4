import { describeFailure } from '../../../ops/lifecycle'
import { loadAdsEnv } from './env'
import { startAdsService } from './start'
import type { AdsService } from './start'

/** `npm run ads`, or the main API's child (server/areas/ads/service/child.ts): the ads service alone (README "Ads service"). */
async function runAdsService() {
  const running: { service?: AdsService } = {}
  const stop = () => {
    setTimeout(() => process.exit(1), 8000).unref()
    if (!running.service) process.exit(0)
    void running.service.stop().then(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  // Started by the main API: it goes when the main API goes, however that ends, even while it is still starting.
  if (process.send) {
    process.once('disconnect', stop)
    if (!process.connected) stop()
  }
  running.service = await startAdsService(loadAdsEnv())
}

export const runAdsAlone = () =>
  runAdsService().catch((error: unknown) => {
    console.error(describeFailure(error))
    process.exit(1)
  })
