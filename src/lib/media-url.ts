import { buildUrl } from './http'

/** Media URLs the API stores are paths on the API host; picked files and absolute URLs are used as they are. */
export const mediaUrl = (url: string) => (/^(https?:|blob:|data:)/.test(url) ? url : buildUrl(url))
