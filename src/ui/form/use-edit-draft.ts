import type { AnyFormApi } from '@tanstack/react-form'
import { useCallback, useEffect, useRef } from 'react'
import { clearDraft, readDraft, writeDraft } from '../../lib/drafts'
import { useLeaveGuard, type LeaveGuard } from './use-leave-guard'
import { sameJson } from './form-state'

/** A form draft: what the user typed, and the record version (as form values) the edit started from; `saved_at` when it was last kept. */
export type EditDraft<V> = { values: V; base: V; saved_at?: string }

export function readEditDraft<V extends object>(key: string): EditDraft<V> | null {
  const draft = readDraft<EditDraft<V>>(key)
  return draft && typeof draft.values === 'object' && typeof draft.base === 'object' ? (draft as EditDraft<V>) : null
}

/**
 * Keeps a changed form as a draft across a reload or going offline and asks before leaving it. Unlike the auth forms,
 * an unchanged form writes no draft, so an edit screen never restores an old copy of a record. `settle` drops the
 * draft once saved, and no late write brings it back.
 */
export function useEditDraft<V extends object>(
  key: string,
  draft: EditDraft<V>,
  dirty: boolean,
): { settle: () => void; resume: () => void; leave: LeaveGuard } {
  const settled = useRef(false)
  useEffect(() => {
    const timer = setTimeout(() => {
      if (settled.current) return
      if (dirty) writeDraft(key, { ...draft, saved_at: new Date().toISOString() })
      else clearDraft(key)
    }, 250)
    return () => clearTimeout(timer)
  }, [key, draft, dirty])
  const dirtyNow = useRef(dirty)
  useEffect(() => {
    dirtyNow.current = dirty
  }, [dirty])
  const leave = useLeaveGuard(() => dirtyNow.current && !settled.current)
  const settle = useCallback(() => {
    settled.current = true
    clearDraft(key)
  }, [key])
  /** A form that stays after its save (built on the saved record, or empty for the next entry) drafts its next edit. */
  const resume = useCallback(() => {
    settled.current = false
  }, [])
  return { settle, resume, leave }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Three-way merge: where the user left a field as it was in `base` it takes the latest value; where they changed it, theirs stays. */
export function mergeLatest<V>(mine: V, base: V, latest: V): V {
  if (isPlainObject(mine) && isPlainObject(base) && isPlainObject(latest)) {
    return Object.fromEntries(Object.keys(latest).map((key) => [key, mergeLatest(mine[key], base[key], latest[key])])) as V
  }
  return sameJson(mine, base) ? latest : mine
}

/** "Load latest and keep my edits": merges the latest record into the form field by field and bases the edit on its version. */
export function applyLatest<V extends { updated_at: string }>(form: AnyFormApi, mine: V, base: V, latest: V): void {
  const merged = { ...mergeLatest(mine, base, latest), updated_at: latest.updated_at }
  for (const [key, value] of Object.entries(merged)) {
    if (!sameJson(value, (mine as Record<string, unknown>)[key])) form.setFieldValue(key, value)
  }
}
