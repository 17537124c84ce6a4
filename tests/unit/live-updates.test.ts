import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { ads, campaigns } from '../../src/features/ads/api'
import { bookings, carTypes, tours } from '../../src/features/booking/api'
import { brands, inventory, templates, variants } from '../../src/features/catalogue/api'
import { complaints } from '../../src/features/complaints/api'
import { employees } from '../../src/features/employees/api'
import { feeds } from '../../src/features/feeds/api'
import { moneyKeys } from '../../src/features/money/api'
import { promoCodes } from '../../src/features/promo-codes/api'
import { subscribers } from '../../src/features/subscribers/api'
import { roles } from '../../src/features/roles/api'
import { members } from '../../src/features/team/api'
import { dashboardKeys } from '../../src/features/dashboard/api'
import { jobsResource } from '../../src/features/jobs/api'
import { historyRecordTypes } from '../../src/contract/history'
import { sseParser } from '../../src/lib/live-events'
import { applyChange, applyJobChange, applyReset, dashboardEveryMs, dashboardRefresher, liveKeys } from '../../src/lib/live-keys'
import { clearNewRows, useNewRowCount } from '../../src/lib/new-rows'
import { locations } from '../../src/features/catalogue/location-api'
import { movements } from '../../src/features/catalogue/movement-list'
import { stockKeys } from '../../src/features/catalogue/stock-api'
import { renderHook } from '@testing-library/react'

/** The live updates' side in the app (docs/history.md#live-updates): the stream's parser and what an event refetches. */
describe('the record types and the resources that show them', () => {
  it('name every record type, by the key roots the areas really use', () => {
    expect(Object.keys(liveKeys).sort()).toEqual(Object.keys(historyRecordTypes).sort())
    const roots = [
      ads,
      campaigns,
      bookings,
      carTypes,
      tours,
      brands,
      inventory,
      templates,
      variants,
      complaints,
      employees,
      feeds,
      promoCodes,
      subscribers,
      roles,
      members,
      locations,
      movements,
    ].map((resource) => JSON.stringify(resource.keys.all))
    for (const touches of Object.values(liveKeys)) for (const root of touches.resources) expect(roots).toContain(JSON.stringify(root))
    expect(liveKeys.wallet_transaction.others).toContainEqual(moneyKeys.all)
  })
})

const seeded = () => {
  const client = new QueryClient()
  const put = (key: readonly unknown[]) => client.setQueryData(key, { seeded: true })
  return { client, put, stale: (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false }
}

describe('a change event', () => {
  it("refetches the record's detail, its history and the lists, leaving other records and areas alone", () => {
    const { client, put, stale } = seeded()
    const keys = [
      complaints.keys.detail('c1'),
      complaints.keys.detail('c2'),
      complaints.keys.list({} as never),
      ['history', 'complaint', 'c1'],
      bookings.keys.list({} as never),
    ]
    for (const key of keys) put(key)
    applyChange(client, { type: 'complaint', id: 'c1', action: 'status', at: '2026-01-01T00:00:00.000Z', seq: 4 })
    expect(keys.map(stale)).toEqual([true, false, true, true, false])
  })

  it('of a new record counts it in a list that shows "N new" rather than moving its rows', () => {
    const { client, put, stale } = seeded()
    put(complaints.keys.list({} as never))
    put([...complaints.keys.all, 'since', '2026-01-01'])
    applyChange(client, { type: 'complaint', id: 'c9', action: 'created', at: '2026-01-01T00:00:00.000Z', seq: 5 })
    expect(stale(complaints.keys.list({} as never))).toBe(false)
    expect(stale([...complaints.keys.all, 'since', '2026-01-01'])).toBe(true)
  })

  it("someone else created, with a list of it open: counted as new, the rows not refetched; one's own: refetched", () => {
    const { client, put, stale } = seeded()
    const list = bookings.keys.list({} as never)
    put(list)
    const open = renderHook(() => useNewRowCount(bookings.keys.all))
    const created = { type: 'booking', action: 'created', at: '2026-01-01T00:00:00.000Z' } as const
    applyChange(client, { ...created, id: 'b1', seq: 6, by: 'dispatcher-2' }, 'dispatcher-1')
    applyChange(client, { ...created, id: 'b2', seq: 7, by: 'dispatcher-2' }, 'dispatcher-1')
    open.rerender()
    expect(open.result.current).toBe(2)
    expect(stale(list)).toBe(false)
    applyChange(client, { ...created, id: 'b3', seq: 8, by: 'dispatcher-1' }, 'dispatcher-1')
    expect(stale(list)).toBe(true)
    clearNewRows(bookings.keys.all)
    open.rerender()
    expect(open.result.current).toBe(0)
    open.unmount()
  })

  it('of a new record with no list of it open refetches the lists', () => {
    const { client, put, stale } = seeded()
    put(feeds.keys.list({} as never))
    applyChange(client, { type: 'feed', id: 'f1', action: 'created', at: '2026-01-01T00:00:00.000Z', seq: 9, by: 'someone' }, 'me')
    expect(stale(feeds.keys.list({} as never))).toBe(true)
  })

  it("of stock (a movement names its variant) refetches that variant's stock panel and the stock lists, not another variant's panel", () => {
    const { client, put, stale } = seeded()
    const keys = [stockKeys.variant('v1'), stockKeys.recent('v1'), stockKeys.variant('v2'), inventory.keys.list({} as never), movements.keys.list({} as never)]
    for (const key of keys) put(key)
    applyChange(client, { type: 'inventory', id: 'v1', action: 'adjusted', at: '2026-01-01T00:00:00.000Z', seq: 10, by: 'someone' }, 'me')
    expect(keys.map(stale)).toEqual([true, true, false, true, true])
  })

  it('a reset refetches everything', () => {
    const { client, put, stale } = seeded()
    put(feeds.keys.list({} as never))
    put(dashboardKeys.vendorStats())
    applyReset(client)
    expect([stale(feeds.keys.list({} as never)), stale(dashboardKeys.vendorStats())]).toEqual([true, true])
  })

  it("refetches the dashboard's figures at most once per interval", () => {
    vi.useFakeTimers()
    try {
      const { client, put, stale } = seeded()
      const refresh = dashboardRefresher(client, () => Date.now())
      put(dashboardKeys.vendorStats())
      refresh()
      expect(stale(dashboardKeys.vendorStats())).toBe(true)
      put(dashboardKeys.vendorStats())
      refresh()
      refresh()
      expect(stale(dashboardKeys.vendorStats())).toBe(false)
      vi.advanceTimersByTime(dashboardEveryMs)
      expect(stale(dashboardKeys.vendorStats())).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('a job event', () => {
  it('refetches the Jobs list (by its real key) and that job, leaving other jobs and areas alone', () => {
    const { client, put, stale } = seeded()
    const keys = [jobsResource.keys.list({} as never), jobsResource.keys.detail('j1'), jobsResource.keys.detail('j2'), complaints.keys.list({} as never)]
    for (const key of keys) put(key)
    applyJobChange(client, 'j1')
    expect(keys.map(stale)).toEqual([true, true, false, false])
  })
})

describe('the stream parser', () => {
  it('gives each complete block with its event, id and data, across chunk boundaries and comments', () => {
    const blocks: unknown[] = []
    const parse = sseParser((block) => blocks.push(block))
    parse('event: ready\nid: 7\nretry: 2000\ndata: {}\n\n: heartbeat\n\nevent: change\nid: 8\nda')
    parse('ta: {"a":1}\r\n\r\n')
    expect(blocks).toEqual([
      { event: 'ready', id: '7', data: '{}' },
      { event: 'change', id: '8', data: '{"a":1}' },
    ])
  })
})
