import * as m from '../../paraglide/m/ads'
import { defineArea, leads } from '../kit/area'

export const adsArea = defineArea({
  name: 'ads',
  group: 'Marketing',
  screens: [
    {
      path: '/campaigns',
      label: m.navCampaigns,
      icon: 'target',
      description: 'Ad campaigns with budget, spend and dates.',
      roles: [...leads, 'marketing'],
    },
    {
      path: '/ads',
      label: m.navAds,
      icon: 'megaphone',
      description: 'Ads with placement, impressions, clicks and spend.',
      roles: [...leads, 'marketing'],
    },
  ],
  actions: [
    { path: '/campaigns/add', label: m.paletteNewCampaign },
    { path: '/ads/create', label: m.paletteNewAd },
  ],
  records: {
    campaign: { label: m.recordTypeCampaign, screen: '/campaigns', live: { resources: [['campaigns']] } },
    ad: { label: m.recordTypeAd, screen: '/ads', live: { resources: [['ads']] } },
  },
})
