import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { writeDraft } from '../../lib/drafts'
import { revealProblem } from './reveal-problem'
import { useServerError } from './server-error'

type Schema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>
type Values<S extends Schema> = { [K in keyof v.InferInput<S>]: string }
export type PageFormErrors<S extends Schema> = Partial<Record<keyof v.InferInput<S>, string>>

/** What a form's named fields hold now, as text. */
function readFields<S extends Schema>(form: HTMLFormElement | null, fallback: Values<S>): Values<S> {
  if (!form) return fallback
  const data = new FormData(form)
  const values = {} as Record<string, string>
  for (const name of Object.keys(fallback)) {
    const value = data.get(name)
    values[name] = typeof value === 'string' ? value : ''
  }
  return values as Values<S>
}

function judge<S extends Schema>(schema: S, values: Values<S>): { body: v.InferOutput<S> } | { errors: PageFormErrors<S> } {
  const result = v.safeParse(schema, values)
  if (result.success) return { body: result.output }
  const nested: Record<string, [string, ...string[]] | undefined> = v.flatten(result.issues).nested ?? {}
  return { errors: Object.fromEntries(Object.entries(nested).map(([name, messages]) => [name, messages?.[0]])) as PageFormErrors<S> }
}

/**
 * The form kit's form for a page the build draws as HTML (scripts/prerender.ts: sign in). Its fields are the
 * browser's (uncontrolled): the page is typed into before React takes it over, and a copy of the values held by React
 * would miss what is typed while hydration runs, so a submit would send stale values. What is on screen is read at each
 * change and at submit. Like the kit's other forms (app-form.ts, action-form.tsx), nothing is judged before the first
 * submit, every change is judged after it, a draft is kept (never the fields in `secret`), a submit that does not pass
 * brings the first problem into view, and the server's answer stands on its field (`field` for one without field
 * errors) until the input changes; a submit pressed while one is under way is not sent twice. Spread `props` on the
 * form element, and give each field `fieldError(name)` and the submit row `submitting` and `serverError`.
 */
export function usePageForm<S extends Schema>(options: {
  schema: S
  start: Values<S>
  draft: string
  secret: readonly string[]
  /** Sends what passed the schema. What it throws shows as the server's answer; what was typed stays. */
  send: (body: v.InferOutput<S>) => Promise<void>
  field?: keyof Values<S> & string
}) {
  const { schema, start, draft, secret, send, field } = options
  const ref = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState(start)
  const [errors, setErrors] = useState<PageFormErrors<S>>({})
  const submitted = useRef(false)
  const read = useCallback(() => readFields(ref.current, start), [ref, start])
  const changed = useCallback(() => {
    const now = read()
    setValues(now)
    if (submitted.current) {
      const verdict = judge(schema, now)
      setErrors('errors' in verdict ? verdict.errors : {})
    }
  }, [read, schema])
  /** The body to send, or undefined after showing what is wrong. */
  const check = useCallback((): v.InferOutput<S> | undefined => {
    submitted.current = true
    const now = read()
    setValues(now)
    const verdict = judge(schema, now)
    setErrors('errors' in verdict ? verdict.errors : {})
    if ('body' in verdict) return verdict.body
    revealProblem()
    return undefined
  }, [read, schema])
  useEffect(() => {
    const timer = setTimeout(() => writeDraft(draft, values, secret), 250)
    return () => clearTimeout(timer)
  }, [draft, values, secret])
  // What was typed while React took the page over is kept as the draft too, though React saw no change.
  useEffect(() => writeDraft(draft, read(), secret), [draft, read, secret])
  const serverError = useServerError(values)
  const [submitting, setSubmitting] = useState(false)
  const submit = async () => {
    const body = check()
    if (!body) return
    setSubmitting(true)
    try {
      await send(body)
    } catch (error) {
      serverError.setFromError(error, read(), { field })
    } finally {
      setSubmitting(false)
    }
  }
  const props = {
    ref,
    className: 'form-stack',
    noValidate: true,
    onChange: changed,
    onSubmit: (event: FormEvent) => {
      event.preventDefault()
      if (!submitting) void submit()
    },
  }
  /** The schema's message for a field, else the server's. */
  const fieldError = (name: keyof Values<S> & string): string | undefined => errors[name] ?? serverError.error?.fields[name]
  return { props, values, fieldError, serverError, submitting }
}
