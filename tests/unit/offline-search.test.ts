import { describe, expect, it } from 'vitest'
import { searchSavedRows } from '../../src/ui/list/use-offline-copy'

const saved = {
  data: [
    { id: '1', name: 'Asha Rao', phone: '9876543210', regions: [{ name: 'Banjara Hills' }] },
    { id: '2', name: 'Ravi Kumar', phone: '9123456780', regions: [{ name: 'Madhapur' }] },
    { id: '3', name: 'Meena Rao', phone: '9000000001', regions: [] },
  ],
  pagination: { page: 1, page_size: 20, total: 3, total_capped: false },
}

describe('searching the saved rows offline', () => {
  it('keeps the rows holding every word, in any field, regardless of case, as one page', () => {
    expect(searchSavedRows(saved, 'rao').data.map((row) => row.id)).toEqual(['1', '3'])
    expect(searchSavedRows(saved, 'RAO  asha').data.map((row) => row.id)).toEqual(['1'])
    expect(searchSavedRows(saved, 'madhapur').data.map((row) => row.id)).toEqual(['2'])
    expect(searchSavedRows(saved, '91234').pagination).toMatchObject({ page: 1, total: 1, total_capped: false })
  })
  it('finds none when a word matches nothing', () => {
    expect(searchSavedRows(saved, 'rao zzz').data).toEqual([])
    expect(searchSavedRows(saved, 'rao zzz').pagination.total).toBe(0)
  })
})
