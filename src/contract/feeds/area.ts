import * as m from '../../paraglide/m/feeds'
import { defineArea, leads } from '../kit/area'

export const feedsArea = defineArea({
  name: 'feeds',
  group: 'Marketing',
  screens: [{ path: '/feeds', label: m.navFeeds, icon: 'rss', description: 'Posts for your customers, with status.', roles: [...leads, 'marketing'] }],
  actions: [{ path: '/feeds/add', label: m.paletteNewFeedPost }],
  records: { feed: { label: m.recordTypeFeed, screen: '/feeds', live: { resources: [['feeds']] } } },
})
