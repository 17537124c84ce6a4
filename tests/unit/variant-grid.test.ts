import { act, renderHook } from '@testing-library/react'
import type { KeyboardEvent } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { GridRow } from '../../src/contract/catalogue/variant-grid'
import { variantGridColumns } from '../../src/features/catalogue/variant-grid-columns'
import { parseBlock } from '../../src/ui/grid/paste'
import { useGridEdits } from '../../src/ui/grid/use-grid-edits'
import { gridKeyHandler } from '../../src/ui/grid/use-grid-keys'
import type { GridKeys } from '../../src/ui/grid/use-grid-keys'

const row = (id: string, overrides: Partial<GridRow> = {}): GridRow => ({
  id,
  sku: `SKU-${id}`,
  name: `Tee ${id}`,
  mrp_paise: 200_000,
  price_paise: 100_000,
  stock_hyd: 10,
  stock_delhi: 4,
  reserved_hyd: 0,
  reserved_delhi: 3,
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
})
const column = (key: string) => variantGridColumns.find((item) => item.key === key)!.edit!
const check = (key: string, text: string, of = row('a')) => column(key).check(column(key).fromText(text), of)

describe('a block pasted from a spreadsheet', () => {
  it('reads rows by line and cells by tab, with Windows line ends, a last line break and quoted cells', () => {
    expect(parseBlock('1\t2\r\n3\t"4,5"\r\n')).toEqual([
      ['1', '2'],
      ['3', '4,5'],
    ])
    expect(parseBlock('999')).toEqual([['999']])
  })
})

describe("the grid's cells, checked with the contract's rules", () => {
  it('reads a price in rupees as a spreadsheet writes it, and refuses what the variant form refuses', () => {
    expect(column('price_paise').fromText('₹1,299.50')).toBe(129_950)
    expect(check('price_paise', '')).toBe('Please enter the selling price')
    expect(check('price_paise', 'abc')).toBe('Please enter the selling price')
    expect(check('price_paise', '0')).toBe('Price must be more than zero')
    expect(check('price_paise', '2000.01')).toBe('Price cannot be more than MRP')
    expect(check('price_paise', '2000')).toBeNull()
  })

  it("checks stock with the opening stock's rules and what each location has reserved", () => {
    expect(check('stock_hyd', '2.5')).toBe('Stock must be a whole number')
    expect(check('stock_hyd', '-1')).toBe('Stock cannot be negative')
    expect(check('stock_hyd', '1000001')).toBe('Stock must be at most 1,000,000')
    expect(check('stock_hyd', '')).toBe('Stock must be a number')
    expect(check('stock_delhi', '2')).toBe('Stock cannot be less than the 3 reserved in Delhi')
    expect(check('stock_delhi', '1,200')).toBeNull()
  })
})

describe('the changes of a grid', () => {
  const rows = [row('a'), row('b')]
  const rowId = (item: GridRow) => item.id

  it('keeps only cells that differ from the row, counts them and names the problems', () => {
    const { result } = renderHook(() => useGridEdits(rows, variantGridColumns, rowId))
    act(() =>
      result.current.change([
        { id: 'a', key: 'price_paise', text: '1100' },
        { id: 'b', key: 'price_paise', text: '1000' },
        { id: 'b', key: 'stock_hyd', text: '' },
        { id: 'b', key: 'sku', text: 'NOT-EDITABLE' },
      ]),
    )
    expect(result.current.edits).toEqual({ a: { price_paise: '1100' }, b: { stock_hyd: '' } })
    expect(result.current).toMatchObject({ changed: 2, invalid: 1, problems: { b: { stock_hyd: 'Stock must be a number' } } })
    act(() => result.current.change([{ id: 'a', key: 'price_paise', text: '1,000.00' }]))
    expect(result.current.edits).toEqual({ b: { stock_hyd: '' } })
    act(() => result.current.discard())
    expect(result.current.changed).toBe(0)
  })

  it('undoes and redoes its changes one at a time, and a save or discard starts over', () => {
    const { result } = renderHook(() => useGridEdits(rows, variantGridColumns, rowId))
    act(() => result.current.change([{ id: 'a', key: 'price_paise', text: '1100' }]))
    act(() => result.current.change([{ id: 'b', key: 'stock_hyd', text: '7' }]))
    act(() => result.current.undo())
    expect(result.current.edits).toEqual({ a: { price_paise: '1100' } })
    act(() => result.current.undo())
    expect(result.current.edits).toEqual({})
    act(() => result.current.undo())
    expect(result.current.edits).toEqual({})
    act(() => result.current.redo())
    act(() => result.current.redo())
    expect(result.current.edits).toEqual({ a: { price_paise: '1100' }, b: { stock_hyd: '7' } })
    act(() => result.current.undo())
    act(() => result.current.change([{ id: 'a', key: 'price_paise', text: '1200' }]))
    act(() => result.current.redo())
    expect(result.current.edits).toEqual({ a: { price_paise: '1200' } })
    act(() => result.current.discard())
    act(() => result.current.undo())
    expect(result.current.edits).toEqual({})
  })
})

describe("the grid's keys", () => {
  const keys = (overrides: Partial<GridKeys> = {}) => {
    const spies = { moveTo: vi.fn(), startEdit: vi.fn(), commit: vi.fn(), cancel: vi.fn(), clear: vi.fn(), undo: vi.fn(), redo: vi.fn() }
    const handler = gridKeyHandler({
      place: { row: 2, col: 3 },
      size: { rows: 5, cols: 6 },
      editing: false,
      editable: (col) => col >= 3,
      ...spies,
      ...overrides,
    })
    const press = (key: string, extra: Partial<KeyboardEvent> = {}) => {
      const event = { key, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, preventDefault: vi.fn(), ...extra } as unknown as KeyboardEvent
      handler(event)
      return event
    }
    return { ...spies, press }
  }

  it('moves with the arrows, Tab, Home, End and Page keys, within the grid', () => {
    const grid = keys()
    grid.press('ArrowDown')
    grid.press('ArrowLeft')
    grid.press('PageDown')
    grid.press('End', { ctrlKey: true })
    grid.press('Tab', { shiftKey: true })
    expect(grid.moveTo.mock.calls.map(([place]) => place)).toEqual([
      { row: 3, col: 3 },
      { row: 2, col: 2 },
      { row: 4, col: 3 },
      { row: 4, col: 5 },
      { row: 2, col: 2 },
    ])
  })

  it('takes Ctrl+Z as undo and Ctrl+Shift+Z or Ctrl+Y as redo, not as typing', () => {
    const grid = keys()
    grid.press('z', { ctrlKey: true })
    grid.press('Z', { ctrlKey: true, shiftKey: true })
    grid.press('y', { metaKey: true })
    expect(grid.undo).toHaveBeenCalledOnce()
    expect(grid.redo).toHaveBeenCalledTimes(2)
    expect(grid.startEdit).not.toHaveBeenCalled()
  })

  it('lets Tab leave the grid at the last column (no keyboard trap)', () => {
    const grid = keys({ place: { row: 0, col: 5 } })
    expect(grid.press('Tab').preventDefault).not.toHaveBeenCalled()
    expect(grid.moveTo).not.toHaveBeenCalled()
  })

  it('edits with Enter, F2 or a typed key, clears with Delete, and leaves read-only cells alone', () => {
    const grid = keys()
    grid.press('Enter')
    grid.press('F2')
    grid.press('7')
    grid.press('Delete')
    expect(grid.startEdit.mock.calls).toEqual([[], [], ['7']])
    expect(grid.clear).toHaveBeenCalledOnce()
    const readOnly = keys({ place: { row: 0, col: 1 } })
    readOnly.press('7')
    readOnly.press('Delete')
    expect(readOnly.startEdit).not.toHaveBeenCalled()
    expect(readOnly.clear).not.toHaveBeenCalled()
  })

  it('while editing: Escape cancels, Enter keeps and moves down, Shift+Enter up', () => {
    const grid = keys({ editing: true })
    grid.press('Escape')
    grid.press('Enter')
    grid.press('Enter', { shiftKey: true })
    expect(grid.cancel).toHaveBeenCalledOnce()
    expect(grid.commit).toHaveBeenCalledTimes(2)
    expect(grid.moveTo.mock.calls.map(([place]) => place)).toEqual([
      { row: 3, col: 3 },
      { row: 1, col: 3 },
    ])
  })
})
