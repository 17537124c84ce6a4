import { useStore, type AnyFormApi } from '@tanstack/react-form'
import { useRef, type ReactNode } from 'react'
import { AlertIcon } from '../icons'
import { DeclaredSections, useDeclaredNames, type SectionSpec } from './declared-fields'
import { DraftNotice } from './draft-notice'
import { FormFooter } from './form-layout'
import { useKeepFocusInView } from './keep-in-view'
import { LeaveDialog } from './leave-dialog'
import { ServerErrorContext } from './server-error'
import { ServerErrorAlert } from './server-error-alert'
import { differencesOf, StaleAlert, type FieldReader } from './stale-alert'
import type { ResourceFormState } from './use-resource-form'
import * as m from '../../paraglide/m/form'

type Versioned = { updated_at: string }

type Labels = Readonly<Record<string, string>>

type ResourceFormProps<Values extends Versioned, Row extends object> = {
  state: ResourceFormState<Values, Row>
  /** The contract's labels: the declared fields' and the conflict alert's. */
  labels?: Labels
  /** The form's fields as data, section by section, rendered before `children`; `false` leaves a section out. */
  sections?: readonly (SectionSpec<Values> | false)[]
  /** The form's codecs (`formFields`): the conflict alert shows each labelled field as they do, ids named as the dropdowns name them. */
  fields?: { readers: (labels: Labels, names: Record<string, (id: string) => string>) => FieldReader<Values>[] }
  /** How the conflict alert names and shows each field, where `fields` cannot say. */
  readers?: FieldReader<Values>[]
  submitLabel: string
  /** Beside the submit button, kept in view with it (a ride's fare). */
  beside?: ReactNode
  children?: ReactNode
}

/**
 * The one form frame of every area: server errors for its fields, the conflict alert when the record changed meanwhile,
 * the sections an area gives, and Cancel beside the submit button (disabled offline, while saving, and while a server
 * error stands unchanged).
 */
export function ResourceForm<Values extends Versioned, Row extends object>({
  state,
  labels = {},
  sections: declared,
  fields,
  readers: given,
  submitLabel,
  beside,
  children,
}: ResourceFormProps<Values, Row>) {
  // Cancel goes where a save does (the form's `listPath`); a form without it is a panel inside a screen (a tour's
  // assignment): no Cancel, no sticky footer.
  const { form, serverError, conflict, listPath: cancelTo } = state
  const sections = declared?.filter((section) => section !== false)
  const names = useDeclaredNames(sections, state.values)
  const readers = given ?? fields?.readers(labels, names) ?? []
  return (
    <FormFrame state={state} className={cancelTo ? 'resource-form' : 'resource-form resource-form-inline'}>
      {conflict && <StaleAlert differences={differencesOf(readers, state.values, state.base, state.valuesOf(conflict))} onLoadLatest={state.loadLatest} />}
      {sections && <DeclaredSections form={form} values={state.values} labels={labels} sections={sections} />}
      {children}
      {!conflict && <ServerErrorAlert />}
      <ErrorCount form={form} serverFields={Object.keys(serverError.error?.fields ?? {})} />
      <FormFooter cancelTo={cancelTo} beside={beside}>
        <form.AppForm>
          <form.SubmitButton label={submitLabel} />
        </form.AppForm>
      </FormFooter>
    </FormFrame>
  )
}

type FrameState = Pick<ResourceFormState<Versioned, object>, 'serverError' | 'leave' | 'discard' | 'draftNotice'> & {
  form: { handleSubmit: () => Promise<void> }
}

/**
 * The form element of a kit form, for a form laid out its own way (a panel with a review step, a note under a
 * timeline): submit through the kit, the server's errors for its fields, the notice of a restored draft, the focused
 * field kept clear of the bars, and the leave question (leaving discards the draft). ResourceForm is one.
 */
export function FormFrame({ state, className, children }: { state: FrameState; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLFormElement>(null)
  useKeepFocusInView(ref)
  const notice = state.draftNotice
  return (
    <ServerErrorContext.Provider value={state.serverError}>
      <form
        ref={ref}
        className={className}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void state.form.handleSubmit()
        }}
      >
        {notice && <DraftNotice savedAt={notice.savedAt} onDiscard={notice.discard} />}
        {children}
        <LeaveDialog guard={state.leave} onLeave={state.discard} />
      </form>
    </ServerErrorContext.Provider>
  )
}

/** After a submit that did not go through: how many fields need attention, beside the button the user pressed. */
function ErrorCount({ form, serverFields }: { form: AnyFormApi; serverFields: string[] }) {
  const attempted = useStore(form.store, (state) => state.submissionAttempts > 0)
  // A string, so the selection compares equal while the same fields are in error.
  const invalid = useStore(form.store, (state) =>
    Object.entries(state.fieldMeta as Record<string, { errors?: unknown[] } | undefined>)
      .filter(([, meta]) => (meta?.errors?.length ?? 0) > 0)
      .map(([name]) => name)
      .join('\n'),
  )
  const count = new Set([...invalid.split('\n').filter(Boolean), ...serverFields]).size
  if (!attempted || count === 0) return null
  return (
    <p className="form-alert" role="status">
      <AlertIcon size={18} />
      <span>
        {m.fieldsNeedAttention({ count })} {m.firstHasFocus()}
      </span>
    </p>
  )
}
