import type { LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { FormFooter } from './form-layout'
import { ServerErrorContext } from './server-error'
import { ServerErrorAlert } from './server-error-alert'
import { differencesOf, StaleAlert, type FieldReader } from './stale-alert'
import type { ResourceFormState } from './use-resource-form'

type Versioned = { updated_at: string }

type ResourceFormProps<Values extends Versioned, Row extends Versioned> = {
  state: ResourceFormState<Values, Row>
  /** How the conflict alert names and shows each field (`formFields(...).readers` builds them from the contract's labels). */
  readers: FieldReader<Values>[]
  cancelTo: LinkProps['to']
  submitLabel: string
  children: ReactNode
}

/**
 * The one form frame of every area: server errors for its fields, the conflict alert when the record changed meanwhile,
 * the sections an area gives, and Cancel beside the submit button (disabled offline, while saving, and while a server
 * error stands unchanged).
 */
export function ResourceForm<Values extends Versioned, Row extends Versioned>({
  state,
  readers,
  cancelTo,
  submitLabel,
  children,
}: ResourceFormProps<Values, Row>) {
  const { form, serverError, conflict } = state
  return (
    <ServerErrorContext.Provider value={serverError}>
      <form
        className="resource-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        {conflict && <StaleAlert differences={differencesOf(readers, state.values, state.base, state.valuesOf(conflict))} onLoadLatest={state.loadLatest} />}
        {children}
        {!conflict && <ServerErrorAlert />}
        <FormFooter cancelTo={cancelTo}>
          <form.AppForm>
            <form.SubmitButton label={submitLabel} />
          </form.AppForm>
        </FormFooter>
      </form>
    </ServerErrorContext.Provider>
  )
}
