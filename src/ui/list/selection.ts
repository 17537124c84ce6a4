import { useState } from 'react'

/**
 * The rows chosen for a bulk action: some rows by id (kept across pages, with the rows themselves so their names
 * can be shown), or every row matching the filter. A new filter or search starts over: the chosen rows would no
 * longer be the ones on screen.
 */
export type Selection<T> = {
  /** Chosen rows by id; empty while `all` holds. */
  rows: ReadonlyMap<string, T>
  /** Every row matching the current filter ("all 240 matching"). */
  all: boolean
  /** On phones, the cards show their checkboxes (after "Select" or a long press). */
  mode: boolean
  isSelected: (id: string) => boolean
  toggle: (id: string, row: T) => void
  /** Chooses every row of the page, or lets them all go when every one is chosen already. */
  togglePage: (page: readonly T[]) => void
  pageState: (page: readonly T[]) => 'all' | 'some' | 'none'
  selectAll: () => void
  setMode: (on: boolean) => void
  clear: () => void
  /** How many rows an action would change, given how many match the filter. */
  count: (total: number) => number
}

type State<T> = { scope: string; rows: ReadonlyMap<string, T>; all: boolean; mode: boolean }

/** `scope` is the filter in words (the list query without its page and sort): the selection holds within one. */
export function useSelection<T>(scope: string, rowId: (row: T) => string): Selection<T> {
  const empty: State<T> = { scope, rows: new Map(), all: false, mode: false }
  const [stored, setState] = useState<State<T>>(empty)
  // A new filter drops the chosen rows (but keeps select mode on a phone).
  const state = stored.scope === scope ? stored : { ...empty, mode: stored.mode }
  const update = (change: (current: State<T>) => Partial<State<T>>) =>
    setState((previous) => {
      const current = previous.scope === scope ? previous : { ...empty, mode: previous.mode }
      return { ...current, ...change(current) }
    })
  const isSelected = (id: string) => state.all || state.rows.has(id)
  const pageState = (page: readonly T[]) => {
    const chosen = page.filter((row) => isSelected(rowId(row))).length
    return chosen === 0 ? 'none' : chosen === page.length ? 'all' : 'some'
  }
  return {
    rows: state.rows,
    all: state.all,
    mode: state.mode,
    isSelected,
    toggle: (id, row) =>
      update((current) => {
        if (current.all) return { all: false, rows: new Map() }
        const rows = new Map(current.rows)
        if (rows.has(id)) rows.delete(id)
        else rows.set(id, row)
        return { rows }
      }),
    togglePage: (page) =>
      update((current) => {
        const rows = new Map(current.all ? [] : current.rows)
        const every = !current.all && page.every((row) => rows.has(rowId(row)))
        for (const row of page) {
          if (every) rows.delete(rowId(row))
          else rows.set(rowId(row), row)
        }
        return { all: false, rows }
      }),
    pageState,
    selectAll: () => update(() => ({ all: true, rows: new Map() })),
    setMode: (mode) => update(() => (mode ? { mode } : { mode, all: false, rows: new Map() })),
    clear: () => update(() => ({ all: false, rows: new Map() })),
    count: (total) => (state.all ? total : state.rows.size),
  }
}
