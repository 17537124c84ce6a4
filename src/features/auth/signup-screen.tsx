import { Link, useNavigate } from '@tanstack/react-router'
import { cities } from '../../contract/account'
import { signupBody, type SignupBody } from '../../contract/account/forms'
import { clearDraft, readDraft } from '../../lib/drafts'
import { storageKeys, writeStored } from '../../lib/storage'
import { notifySuccess } from '../../lib/toasts'
import { ActionForm, useActionForm } from '../../ui/form/action-form'
import { ServerErrorAlert } from '../../ui/form/server-error-alert'
import { useFormDraft } from '../../ui/form/use-form-draft'
import { login, signup, usePreloadNext } from './api'
import { AuthHeading } from './components/auth-layout'
import * as m from '../../paraglide/m/auth'

const DRAFT = 'signup'
const SECRET = ['password'] as const
const empty: SignupBody = { firstName: '', lastName: '', email: '', phone: '', password: '', city: '', address: '' }

export function SignupScreen() {
  const navigate = useNavigate()
  const preloadNext = usePreloadNext('/sms-otp-verify')
  const state = useActionForm({
    schema: signupBody,
    start: { ...empty, ...readDraft<SignupBody>(DRAFT) },
    send: async (body) => {
      const nextScreen = preloadNext()
      // docs/accounts.md#sign-up: keep the email, then sign in with the same email and password.
      writeStored(storageKeys.resetEmail, body.email)
      await signup(body)
      const result = await login({ email: body.email, password: body.password })
      clearDraft(DRAFT)
      notifySuccess(result.message)
      await nextScreen
      await navigate({ to: '/sms-otp-verify' })
    },
  })
  const { form } = state
  useFormDraft(form, DRAFT, SECRET)

  return (
    <>
      <AuthHeading title={m.signUp()} text={m.signUpIntro()} />
      <ActionForm state={state}>
        <form.AppField name="firstName">
          {(field) => <field.TextField label={m.companyName()} autoComplete="organization" maxLength={50} required />}
        </form.AppField>
        <form.AppField name="lastName">{(field) => <field.TextField label={m.contactPerson()} autoComplete="name" maxLength={50} required />}</form.AppField>
        <form.AppField name="email">
          {(field) => <field.TextField label={m.emailLabel()} type="email" inputMode="email" autoComplete="email" required />}
        </form.AppField>
        <form.AppField name="phone">
          {(field) => <field.TextField label={m.phoneNumber()} type="tel" inputMode="tel" autoComplete="tel" placeholder="98765 43210" required />}
        </form.AppField>
        <form.AppField name="password">
          {(field) => <field.TextField label={m.passwordLabel()} type="password" autoComplete="new-password" hint={m.passwordLength()} required />}
        </form.AppField>
        <form.AppField name="city">{(field) => <field.SelectField label={m.city()} options={cities} placeholder={m.selectCity()} required />}</form.AppField>
        <form.AppField name="address">
          {(field) => <field.TextField label={m.address()} autoComplete="street-address" maxLength={200} multiline required />}
        </form.AppField>
        <ServerErrorAlert />
        {/* The spec names the button "Sign In"; what it does is said beside it (issue 31, item 4). */}
        <p className="muted signup-purpose" id="signup-purpose">
          {m.signUpPurpose()}
        </p>
        <form.AppForm>
          <form.SubmitButton label={m.signIn()} />
        </form.AppForm>
      </ActionForm>
      <div className="divider">{m.or()}</div>
      <p className="auth-switch">
        {m.haveAccount()} <Link to="/login">{m.loginHere()}</Link>
      </p>
    </>
  )
}
