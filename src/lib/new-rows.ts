import type { QueryKey } from '@tanstack/react-query'
import { useEffect, useSyncExternalStore } from 'react'

/**
 * Records others created while a list of their resource is open (docs/history.md#live-updates): the live stream counts
 * them here instead of refetching the list, so the rows being read do not move; the list offers "N new" and shows them
 * when asked (src/ui/list/new-rows-button.tsx). Keyed by the resource's query key root.
 */
const idOf = (root: QueryKey) => JSON.stringify(root)
const open = new Map<string, number>()
const counts = new Map<string, number>()
const listeners = new Set<() => void>()
const changed = () => listeners.forEach((listener) => listener())

/** Whether a list of this resource is on screen, so a new record is counted rather than fetched. */
export const isListOpen = (root: QueryKey) => (open.get(idOf(root)) ?? 0) > 0

export function countNewRow(root: QueryKey): void {
  const id = idOf(root)
  counts.set(id, (counts.get(id) ?? 0) + 1)
  changed()
}

export function clearNewRows(root: QueryKey): void {
  if (counts.delete(idOf(root))) changed()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Marks the resource's list as open while the calling screen is mounted, and reads how many new rows wait. */
export function useNewRowCount(root: QueryKey | undefined): number {
  const id = root && idOf(root)
  useEffect(() => {
    if (!id) return
    open.set(id, (open.get(id) ?? 0) + 1)
    return () => {
      const left = (open.get(id) ?? 1) - 1
      if (left > 0) open.set(id, left)
      else {
        open.delete(id)
        if (counts.delete(id)) changed()
      }
    }
  }, [id])
  return useSyncExternalStore(subscribe, () => (id ? (counts.get(id) ?? 0) : 0))
}
