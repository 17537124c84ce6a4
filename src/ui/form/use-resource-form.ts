import { revalidateLogic, useStore } from '@tanstack/react-form'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, type LinkProps } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import type * as v from 'valibot'
import { ApiError, type ErrorField } from '../../lib/api-error'
import { notifySuccess } from '../../lib/toasts'
import { useAppForm } from './app-form'
import { sameJson, staleRecord, useIdempotencyKey } from './form-state'
import { revealProblem } from './reveal-problem'
import { listPlace } from './list-place'
import { keepSaved, type RowCache } from './saved-rows'
import { useServerError } from './server-error'
import { applyLatest, readEditDraft, useEditDraft } from './use-edit-draft'

/** A write answer: the server's message and, when it sends it, the row as saved. */
export type Saved<Row> = { message: string; data?: Row }

type Versioned = { updated_at: string }
/** A record's version; a form that only creates may write rows that have none (a wallet posting). */
const versionOf = (row: object) => (row as Partial<Versioned>).updated_at

/** Input kept outside the form's values (picked photos): it counts as a change and is part of what a server error is about. */
export type ExtraInput<Row> = { snapshot: unknown; changed: boolean; saved: () => void; rebase?: (latest: Row) => void }

export type ResourceFormOptions<Values extends Versioned, Row extends object> = {
  /** Where the draft (and a create's Idempotency-Key) is kept on this device. */
  draftKey: string
  /** The record as the server has it now; absent when creating. */
  record?: Row
  /**
   * The values of a new record. A form that creates and stays (no `listPath`) starts again from them after a save; one
   * that adds one entry after another (a note on a ticket) may make them from what it sent last (`sent`).
   */
  empty: Values | ((sent?: Values) => Values)
  /** A record read into the form (forms that only create, like booking a ride, leave it and `update` out). */
  valuesOf?: (row: Row) => Values
  /** The contract's message per field, or undefined when the values are valid. */
  validate: (values: Values) => Record<string, string> | undefined
  /** Absent on a form that only edits (a tour's assignment). */
  create?: (values: Values, idempotencyKey: string) => Promise<Saved<Row>>
  update?: (values: Values, record: Row) => Promise<Saved<Row>>
  /** The 409 answer to a stale update carries the record as it is now. */
  staleSchema?: v.GenericSchema<unknown, { current: Row }>
  cache: RowCache<Row>
  /** Where a save goes back to; without it the form stays, built on the saved record (a panel inside a detail screen). */
  listPath?: LinkProps['to']
  /** Which failure fields carry the server's text (docs/app.md#errors names them per call), and the text when none does. */
  errors?: { fields?: readonly ErrorField[]; fallback?: string }
  /** After a save, once the cache has it (a panel inside a list closes itself). */
  onSaved?: () => void
  extra?: ExtraInput<Row>
}

/**
 * The one form behaviour of every area, for create and update: the draft kept across a reload or going offline, the
 * leave guard, one Idempotency-Key per create draft and values sent (a new one when the values change), validation
 * with the contract, the server's errors on their fields, the saved row put into the cache, and, when someone else saved the record meanwhile, the offer to load the latest
 * version while keeping the fields the user changed. Submitting is blocked offline by the submit button.
 */
export function useResourceForm<Values extends Versioned, Row extends object>(options: ResourceFormOptions<Values, Row>) {
  return useKitForm(options, false)
}

/**
 * The same form with a review step (a money adjustment and its amount in words): a valid submit shows what will be
 * sent; `review.confirm` sends it, `review.back` returns to the fields. A failed send returns to the fields with the
 * server's errors.
 */
export function useReviewedForm<Values extends Versioned, Row extends object>(options: ResourceFormOptions<Values, Row>) {
  return useKitForm(options, true)
}

function useKitForm<Values extends Versioned, Row extends object>(options: ResourceFormOptions<Values, Row>, reviewed: boolean) {
  const { draftKey, record, validate, extra } = options
  const emptyAfter = (sent?: Values) => (typeof options.empty === 'function' ? options.empty(sent) : options.empty)
  const valuesOf = (row: Row): Values => {
    if (!options.valuesOf) throw new Error(`${draftKey}: a form that edits a record needs valuesOf`)
    return options.valuesOf(row)
  }
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [draftAtStart] = useState(() => readEditDraft<Values>(draftKey))
  // A draft put back into the form is said so, with when it was kept and a way to drop it (Discard).
  const [restored, setRestored] = useState(() => (draftAtStart && !sameJson(draftAtStart.values, draftAtStart.base) ? { at: draftAtStart.saved_at } : null))
  // The record version the edit is based on, as form values; "Load latest" moves it on.
  const [base, setBase] = useState<Values>(() => draftAtStart?.base ?? (record ? valuesOf(record) : emptyAfter()))
  const idempotency = useIdempotencyKey(draftKey)
  // The draft's values start the form; once it is saved or discarded the form starts from `base` (TanStack Form puts
  // its values back to changed defaults on a re-render, so the defaults must follow every reset).
  const [draftValues, setDraftValues] = useState(draftAtStart?.values)
  const [reviewing, setReviewing] = useState<Values | null>(null)
  const [sending, setSending] = useState(false)
  const form = useAppForm({
    defaultValues: draftValues ?? base,
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: ({ value }) => {
        const fields = validate(value)
        return fields ? { fields } : undefined
      },
    },
    onSubmit: ({ value }) => (reviewed ? setReviewing(value) : save(value)),
    onSubmitInvalid: () => revealProblem(),
  })
  const values = useStore(form.store, (state) => state.values)
  const inputOf = (current: Values) => (extra ? { values: current, extra: extra.snapshot } : current)
  const serverError = useServerError(inputOf(values))
  const dirty = !sameJson(values, base) || Boolean(extra?.changed)
  const draft = useEditDraft(
    draftKey,
    useMemo(() => ({ values, base }), [values, base]),
    dirty,
  )

  const { keys, rowId } = options.cache
  const keep = (row: Row | undefined) => keepSaved(queryClient, options.cache, row)

  async function save(value: Values) {
    try {
      const result = record ? await needed(options.update)(value, record) : await needed(options.create)(value, idempotency.keyFor(inputOf(value)))
      draft.settle()
      idempotency.forget()
      extra?.saved()
      setRestored(null)
      notifySuccess(result.message)
      keep(result.data)
      options.onSaved?.()
      // Back to the list as it was left (its page and search), in place of the form: Back does not reopen it.
      if (options.listPath)
        return void (await navigate({ to: options.listPath, search: listPlace(String(options.listPath)), replace: true, ignoreBlocker: true }))
      // A form that stays: built on the record as saved, or, after a create, empty for the next entry.
      const again = record ? (result.data && options.valuesOf ? options.valuesOf(result.data) : undefined) : emptyAfter(value)
      if (again) {
        setDraftValues(undefined)
        setBase(again)
        form.reset(again)
        draft.resume()
      }
    } catch (error) {
      failed(error, value)
    }
  }

  function failed(error: unknown, value: Values) {
    // A 409 carries the record as it is now: it goes into the cache, and the form offers to build on it.
    if (record && error instanceof ApiError && error.status === 409) {
      const current = options.staleSchema ? staleRecord(error, options.staleSchema) : null
      if (current) queryClient.setQueryData(keys.detail(rowId(record)), current)
      else void queryClient.invalidateQueries({ queryKey: keys.detail(rowId(record)) })
    }
    serverError.setFromError(error, inputOf(value), options.errors)
    setReviewing(null)
    revealProblem()
  }

  // The record moved on since this edit began (a 409, a refetch or an old draft).
  const conflict = record && versionOf(record) !== base.updated_at ? record : null
  function loadLatest() {
    if (!conflict) return
    const latest = valuesOf(conflict)
    applyLatest(form, values, base, latest)
    setBase(latest)
    extra?.rebase?.(conflict)
    serverError.clear()
  }
  async function confirm() {
    if (!reviewing) return
    setSending(true)
    await save(reviewing)
    setSending(false)
  }
  const review = { values: reviewing, back: () => setReviewing(null), confirm, sending }
  /** Cancel, or "Leave" in the leave dialog: the draft and its Idempotency-Key go. */
  function discard() {
    draft.settle()
    idempotency.forget()
  }
  /** Discard of a restored draft: the form goes back to the saved record (or empty) and drafts again from there. */
  function discardDraft() {
    const saved = record ? valuesOf(record) : emptyAfter()
    discard()
    extra?.saved()
    setDraftValues(undefined)
    setBase(saved)
    form.reset(saved)
    serverError.clear()
    setReviewing(null)
    setRestored(null)
    draft.resume()
  }
  const draftNotice = restored && dirty ? { savedAt: restored.at, discard: discardDraft } : null
  const { listPath } = options
  return { form, values, base, serverError, conflict, loadLatest, creating: !record, valuesOf, leave: draft.leave, review, discard, draftNotice, listPath }
}

function needed<Fn>(write: Fn | undefined): Fn {
  if (!write) throw new Error('This form cannot make that write: it needs create to create and update to edit')
  return write
}

export type ResourceFormState<Values extends Versioned, Row extends object> = ReturnType<typeof useKitForm<Values, Row>>
