import * as m from '../../paraglide/m/ads'

/** Statuses, objectives and placements as people read them, in the language of the moment; an unknown value as it is. */
const valueLabels: Record<string, () => string> = {
  draft: m.statusDraft,
  live: m.statusLive,
  paused: m.statusPaused,
  ended: m.statusEnded,
  active: m.statusActive,
  awareness: m.objectiveAwareness,
  traffic: m.objectiveTraffic,
  engagement: m.objectiveEngagement,
  leads: m.objectiveLeads,
  sales: m.objectiveSales,
  feed: m.placementFeed,
  stories: m.placementStories,
  search: m.placementSearch,
  banner: m.placementBanner,
  video: m.placementVideo,
}

/** 'live' -> 'Live'. */
export const statusLabel = (value: string) => valueLabels[value]?.() ?? value

export const formatCtr = (value: number) => m.percent({ value: value.toFixed(2) })
