import { revalidateLogic, useStore } from '@tanstack/react-form'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import * as v from 'valibot'
import { loginBody } from '../../contract/accounts'
import { clearDraft } from '../../lib/drafts'
import { finishHydration } from '../../lib/hydration'
import { storageKeys, writeStored } from '../../lib/storage'
import { notifySuccess } from '../../lib/toasts'
import { useAppForm } from '../../ui/form/app-form'
import { ServerErrorContext, useServerError } from '../../ui/form/server-error'
import { useFormDraft } from '../../ui/form/use-form-draft'
import { login, usePreloadNext } from './api'
import { AuthHeading } from './components/auth-layout'
import { LOGIN_DRAFT as DRAFT, forgetTypedBeforeScript, loginStartValues } from './login-draft'
import * as m from '../../contract/i18n/m/auth'

const SECRET = ['password'] as const

export function LoginScreen({ redirect }: { redirect?: string }) {
  const navigate = useNavigate()
  const preloadNext = usePreloadNext('/sms-otp-verify')
  // Once per visit: the draft, and what was typed into the page's HTML before the script ran (src/main.tsx).
  const [startValues] = useState(loginStartValues)
  const form = useAppForm({
    defaultValues: startValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: loginBody },
    onSubmit: async ({ value }) => {
      const body = v.parse(loginBody, value)
      const nextScreen = preloadNext()
      try {
        const result = await login(body)
        writeStored(storageKeys.resetEmail, body.email)
        clearDraft(DRAFT)
        notifySuccess(result.message)
        await nextScreen
        await navigate({ to: '/sms-otp-verify', search: redirect ? { redirect } : {} })
      } catch (error) {
        // docs/accounts.md#sign-in: the login error shows beside the password field.
        serverError.setFromError(error, value, { field: 'password' })
      }
    },
  })
  const values = useStore(form.store, (state) => state.values)
  const serverError = useServerError(values)
  useFormDraft(form, DRAFT, SECRET)
  // A Sign In pressed on the page's HTML before this form was hydrated is sent now, with what was typed.
  useEffect(() => {
    forgetTypedBeforeScript()
    finishHydration()
  }, [])

  return (
    <ServerErrorContext.Provider value={serverError}>
      <AuthHeading title={m.signIn()} text={m.signInIntro()} />
      <form
        className="form-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        <form.AppField name="email">
          {(field) => (
            <field.TextField label={m.emailLabel()} type="email" autoComplete="email" inputMode="email" placeholder={m.emailPlaceholder()} required />
          )}
        </form.AppField>
        <form.AppField name="password">
          {(field) => (
            <field.TextField label={m.passwordLabel()} type="password" autoComplete="current-password" placeholder={m.passwordPlaceholder()} required />
          )}
        </form.AppField>
        <p className="auth-inline-link">
          <Link to="/forgot-password">{m.forgotPassword()}</Link>
        </p>
        <form.AppForm>
          <form.SubmitButton label={m.signIn()} />
        </form.AppForm>
      </form>
      <div className="divider">{m.or()}</div>
      <p className="auth-switch">
        {m.newHere()} <Link to="/signup">{m.createAccount()}</Link>
      </p>
    </ServerErrorContext.Provider>
  )
}
