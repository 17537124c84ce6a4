import { runAdsAlone } from './run'

// `npm run ads` (tsx server/ads/main.ts): the ads service with no main API in this process.
void runAdsAlone()
