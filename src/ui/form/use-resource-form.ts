import { revalidateLogic, useStore } from '@tanstack/react-form'
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useNavigate, type LinkProps } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import type * as v from 'valibot'
import { ApiError, type ErrorField } from '../../lib/api-error'
import { patchRows } from '../../lib/optimistic-row'
import { notifySuccess } from '../../lib/toasts'
import { useAppForm } from './app-form'
import { sameJson, staleRecord, useIdempotencyKey } from './form-state'
import { revealProblem } from './reveal-problem'
import { useServerError } from './server-error'
import { applyLatest, readEditDraft, useEditDraft } from './use-edit-draft'

/** A write answer: the server's message and, when it sends it, the row as saved. */
export type Saved<Row> = { message: string; data?: Row }

type Versioned = { updated_at: string }

/** Input kept outside the form's values (picked photos): it counts as a change and is part of what a server error is about. */
export type ExtraInput<Row> = { snapshot: unknown; changed: boolean; saved: () => void; rebase?: (latest: Row) => void }

export type ResourceFormOptions<Values extends Versioned, Row extends Versioned> = {
  /** Where the draft (and a create's Idempotency-Key) is kept on this device. */
  draftKey: string
  /** The record as the server has it now; absent when creating. */
  record?: Row
  /** The values of a new record. */
  empty: Values
  /** A record read into the form (forms that only create, like booking a ride, leave it and `update` out). */
  valuesOf?: (row: Row) => Values
  /** The contract's message per field, or undefined when the values are valid. */
  validate: (values: Values) => Record<string, string> | undefined
  /** Absent on a form that only edits (a tour's assignment). */
  create?: (values: Values, idempotencyKey: string) => Promise<Saved<Row>>
  update?: (values: Values, record: Row) => Promise<Saved<Row>>
  /** The 409 answer to a stale update carries the record as it is now. */
  staleSchema?: v.GenericSchema<unknown, { current: Row }>
  cache: {
    /** The resource's query keys (`defineResource`): the saved row goes to its record and, in place, to its list pages. */
    keys: { lists: () => QueryKey; detail: (id: string) => QueryKey }
    rowId: (row: Row) => string
    /** Other queries whose figures the save changes (counts, options). */
    touched?: QueryKey[]
  }
  /** Where a save goes back to; without it the form stays, built on the saved record (a panel inside a detail screen). */
  listPath?: LinkProps['to']
  /** Which failure fields carry the server's text (SPEC.md 8 names them per call). */
  errorFields?: readonly ErrorField[]
  extra?: ExtraInput<Row>
}

/**
 * The one form behaviour of every area, for create and update: the draft kept across a reload or going offline, the
 * leave guard, one Idempotency-Key per create draft and values sent (a new one when the values change), validation
 * with the contract, the server's errors on their fields, the saved row put into the cache, and, when someone else saved the record meanwhile, the offer to load the latest
 * version while keeping the fields the user changed. Submitting is blocked offline by the submit button.
 */
export function useResourceForm<Values extends Versioned, Row extends Versioned>(options: ResourceFormOptions<Values, Row>) {
  const { draftKey, record, validate, extra } = options
  const valuesOf = (row: Row): Values => {
    if (!options.valuesOf) throw new Error(`${draftKey}: a form that edits a record needs valuesOf`)
    return options.valuesOf(row)
  }
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [draftAtStart] = useState(() => readEditDraft<Values>(draftKey))
  // The record version the edit is based on, as form values; "Load latest" moves it on.
  const [base, setBase] = useState<Values>(() => draftAtStart?.base ?? (record ? valuesOf(record) : options.empty))
  const idempotency = useIdempotencyKey(draftKey)
  const form = useAppForm({
    defaultValues: draftAtStart?.values ?? base,
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: ({ value }) => {
        const fields = validate(value)
        return fields ? { fields } : undefined
      },
    },
    onSubmit: ({ value }) => save(value),
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

  const { keys, rowId, touched = [] } = options.cache
  function keep(row: Row | undefined) {
    if (row) {
      queryClient.setQueryData(keys.detail(rowId(row)), row)
      patchRows(queryClient, keys.lists(), rowId, rowId(row), () => row)
    }
    for (const queryKey of [keys.lists(), ...touched]) void queryClient.invalidateQueries({ queryKey })
  }

  async function save(value: Values) {
    try {
      const result = record ? await needed(options.update)(value, record) : await needed(options.create)(value, idempotency.keyFor(inputOf(value)))
      draft.settle()
      idempotency.forget()
      extra?.saved()
      notifySuccess(result.message)
      keep(result.data)
      if (options.listPath) return void (await navigate({ to: options.listPath, ignoreBlocker: true }))
      if (result.data && options.valuesOf) {
        const saved = options.valuesOf(result.data)
        setBase(saved)
        form.reset(saved)
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
    serverError.setFromError(error, inputOf(value), { fields: options.errorFields })
    revealProblem()
  }

  // The record moved on since this edit began (a 409, a refetch or an old draft).
  const conflict = record && record.updated_at !== base.updated_at ? record : null
  function loadLatest() {
    if (!conflict) return
    const latest = valuesOf(conflict)
    applyLatest(form, values, base, latest)
    setBase(latest)
    extra?.rebase?.(conflict)
    serverError.clear()
  }
  return { form, values, base, serverError, conflict, loadLatest, creating: !record, valuesOf, leave: draft.leave }
}

function needed<Fn>(write: Fn | undefined): Fn {
  if (!write) throw new Error('This form cannot make that write: it needs create to create and update to edit')
  return write
}

export type ResourceFormState<Values extends Versioned, Row extends Versioned> = ReturnType<typeof useResourceForm<Values, Row>>
