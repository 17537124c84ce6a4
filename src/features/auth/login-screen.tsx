import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { loginBody } from '../../contract/account'
import { clearDraft } from '../../lib/drafts'
import { finishHydration } from '../../lib/hydration'
import { storageKeys, writeStored } from '../../lib/storage'
import { noteCodeSent } from './code-sent'
import { notifySuccess } from '../../lib/toasts'
import { SubmitRow } from '../../ui/form/submit-row'
import { TextInput } from '../../ui/form/text-input'
import { usePageForm } from '../../ui/form/use-page-form'
import { login, usePreloadNext } from './api'
import { AuthHeading } from './components/auth-layout'
import { LOGIN_DRAFT as DRAFT, forgetTypedBeforeScript, loginStartValues } from './login-draft'
import * as m from '../../paraglide/m/auth'

const SECRET = ['password'] as const

/**
 * Sign in (docs/accounts.md#sign-in). The kit's one page form (src/ui/form/use-page-form.ts), not app-form.ts: it must
 * work on the build's HTML before its script runs (src/main.tsx), so its fields are the browser's (usePageForm), and
 * it leaves TanStack Form out of /login's download.
 */
export function LoginScreen({ redirect }: { redirect?: string }) {
  const navigate = useNavigate()
  const preloadNext = usePreloadNext('/sms-otp-verify')
  const preloadAuthenticator = usePreloadNext('/authenticator-verify')
  const [start] = useState(loginStartValues)
  const form = usePageForm({
    schema: loginBody,
    start,
    draft: DRAFT,
    secret: SECRET,
    // docs/accounts.md#sign-in: the login error shows beside the password field.
    field: 'password',
    send: async (body) => {
      const nextScreen = preloadNext()
      const result = await login(body)
      writeStored(storageKeys.resetEmail, body.email)
      noteCodeSent(result)
      clearDraft(DRAFT)
      notifySuccess(result.message)
      // With an authenticator app no SMS was sent: its code screen (and SMS instead, when the role allows it).
      if (result.second_factor === 'totp') {
        await preloadAuthenticator()
        await navigate({ to: '/authenticator-verify', search: { ...(redirect ? { redirect } : {}), sms: result.sms_fallback !== false } })
        return
      }
      await nextScreen
      await navigate({ to: '/sms-otp-verify', search: redirect ? { redirect } : {} })
    },
  })
  // A Sign In pressed on the page's HTML before this form was hydrated is sent now, with what was typed.
  useEffect(() => {
    forgetTypedBeforeScript()
    finishHydration()
  }, [])

  return (
    <>
      <AuthHeading title={m.signIn()} text={m.signInIntro()} />
      <form {...form.props}>
        <TextInput
          id="login-email"
          name="email"
          label={m.emailLabel()}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={m.emailPlaceholder()}
          required
          defaultValue={start.email}
          error={form.fieldError('email')}
        />
        <TextInput
          id="login-password"
          name="password"
          label={m.passwordLabel()}
          type="password"
          autoComplete="current-password"
          placeholder={m.passwordPlaceholder()}
          required
          defaultValue={start.password}
          error={form.fieldError('password')}
        />
        <p className="auth-inline-link">
          <Link to="/forgot-password">{m.forgotPassword()}</Link>
        </p>
        <SubmitRow label={m.signIn()} submitting={form.submitting} serverError={form.serverError} />
      </form>
      <div className="divider">{m.or()}</div>
      <p className="auth-switch">
        {m.newHere()} <Link to="/signup">{m.createAccount()}</Link>
      </p>
    </>
  )
}
