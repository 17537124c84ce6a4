// What the rest of the server may use of the ads area: the proxy to the ads service (the palette searches campaigns through it).
export { adsProxyFromEnv, forwardToAds } from './service/proxy'
export type { AdsProxy } from './service/proxy'
