import { revalidateLogic, useStore } from '@tanstack/react-form'
import type { ReactNode } from 'react'
import * as v from 'valibot'
import { useAppForm } from './app-form'
import { ServerErrorContext, useServerError } from './server-error'

type ActionFormOptions<Values extends object, Body> = {
  /** The contract's schema of the fields: nothing is judged before the first submit, every change after it. */
  schema: v.GenericSchema<Values, Body>
  /** The fields' starting values (a kept draft goes in here). */
  start: Values
  /** Sends what passed the schema (`body`; `values` as typed). What it throws shows as the server's answer. */
  send: (body: Body, values: Values) => Promise<void>
  /** The field a failure without field errors belongs to (the code, the email); without it, above the button. */
  field?: keyof Values & string
  /** The form element's id, where a screen has two forms in turn (an authenticator code, or a backup code). */
  id?: string
}

/**
 * A form that sends once and moves on (the sign-in's steps: a code, an email, a new password; sign up; joining from an
 * invite), on the kit's fields (app-form.ts). The server's answer stands on its field, or above the button, until the
 * input changes, and holds the button back meanwhile (server-error.ts); what was typed stays on any failure (a wrong
 * code, a 401, no connection). Render its fields inside `<ActionForm state={...}>`.
 */
export function useActionForm<Values extends object, Body>({ schema, start, send, field, id }: ActionFormOptions<Values, Body>) {
  const form = useAppForm({
    formId: id,
    defaultValues: start,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      const body = v.parse(schema, value)
      try {
        await send(body, value)
      } catch (error) {
        serverError.setFromError(error, value, { field })
      }
    },
  })
  const serverError = useServerError(useStore(form.store, (state) => state.values))
  return { form, serverError }
}

type ActionFormState = { form: { handleSubmit: () => Promise<void> }; serverError: ReturnType<typeof useServerError> }

/** The form element of `useActionForm`: submit through the kit, the server's answer for its fields. */
export function ActionForm({ state, children }: { state: ActionFormState; children: ReactNode }) {
  return (
    <ServerErrorContext.Provider value={state.serverError}>
      <form
        className="form-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void state.form.handleSubmit()
        }}
      >
        {children}
      </form>
    </ServerErrorContext.Provider>
  )
}
