import { runAdsAlone } from './run'

// `npm run ads` (tsx server/areas/ads/service/main.ts): the ads service with no main API in this process.
void runAdsAlone()
