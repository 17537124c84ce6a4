import { hammer, printLoad } from './load'
import type { LoadFigures } from './load'

/** The feed list under 50 connections: the first page as /feeds opens it, and a searched, filtered page. */
export async function measureFeeds(baseUrl: string, token: string): Promise<LoadFigures[]> {
  const headers = { authorization: `Bearer ${token}` }
  const first = await hammer(baseUrl, { name: 'GET /api/feeds/get_feeds (first page)', path: '/api/feeds/get_feeds?page=1&page_size=20', headers })
  const filtered = await hammer(baseUrl, {
    name: 'GET /api/feeds/get_feeds (search + status + type)',
    path: '/api/feeds/get_feeds?search=sale&status=published&type=offer&ordering=title&page_size=20',
    headers,
  })
  const figures = [first, filtered]
  printLoad(figures)
  return figures
}
