import { revalidateLogic, useStore } from '@tanstack/react-form'
import { Link, useNavigate } from '@tanstack/react-router'
import * as v from 'valibot'
import { cities } from '../../contract/accounts'
import { signupBody, type SignupBody } from '../../contract/account-forms'
import { clearDraft, readDraft } from '../../lib/drafts'
import { storageKeys, writeStored } from '../../lib/storage'
import { notifySuccess } from '../../lib/toasts'
import { useAppForm } from '../../ui/form/app-form'
import { ServerErrorContext, useServerError } from '../../ui/form/server-error'
import { ServerErrorAlert } from '../../ui/form/server-error-alert'
import { useFormDraft } from '../../ui/form/use-form-draft'
import { login, signup, usePreloadNext } from './api'
import { AuthHeading } from './components/auth-layout'

const DRAFT = 'signup'
const SECRET = ['password'] as const
const empty: SignupBody = { firstName: '', lastName: '', email: '', phone: '', password: '', city: '', address: '' }

export function SignupScreen() {
  const navigate = useNavigate()
  const preloadNext = usePreloadNext('/sms-otp-verify')
  const form = useAppForm({
    defaultValues: { ...empty, ...readDraft<SignupBody>(DRAFT) },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: signupBody },
    onSubmit: async ({ value }) => {
      const body = v.parse(signupBody, value)
      const nextScreen = preloadNext()
      // docs/accounts.md#sign-up: keep the email, then sign in with the same email and password.
      writeStored(storageKeys.resetEmail, body.email)
      try {
        await signup(body)
        const result = await login({ email: body.email, password: body.password })
        clearDraft(DRAFT)
        notifySuccess(result.message)
        await nextScreen
        await navigate({ to: '/sms-otp-verify' })
      } catch (error) {
        serverError.setFromError(error, value)
      }
    },
  })
  const serverError = useServerError(useStore(form.store, (state) => state.values))
  useFormDraft(form, DRAFT, SECRET)

  return (
    <ServerErrorContext.Provider value={serverError}>
      <AuthHeading title="Sign Up" text="Please fill the below details to continue." />
      <form
        className="form-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        <form.AppField name="firstName">
          {(field) => <field.TextField label="Company name" autoComplete="organization" maxLength={50} required />}
        </form.AppField>
        <form.AppField name="lastName">{(field) => <field.TextField label="Contact person" autoComplete="name" maxLength={50} required />}</form.AppField>
        <form.AppField name="email">
          {(field) => <field.TextField label="Email address" type="email" inputMode="email" autoComplete="email" required />}
        </form.AppField>
        <form.AppField name="phone">
          {(field) => <field.TextField label="Phone number" type="tel" inputMode="tel" autoComplete="tel" placeholder="98765 43210" required />}
        </form.AppField>
        <form.AppField name="password">
          {(field) => <field.TextField label="Password" type="password" autoComplete="new-password" hint="6 to 50 characters" required />}
        </form.AppField>
        <form.AppField name="city">{(field) => <field.SelectField label="City" options={cities} placeholder="Select City" required />}</form.AppField>
        <form.AppField name="address">
          {(field) => <field.TextField label="Address" autoComplete="street-address" maxLength={200} multiline required />}
        </form.AppField>
        <ServerErrorAlert />
        <form.AppForm>
          <form.SubmitButton label="Sign In" />
        </form.AppForm>
      </form>
      <div className="divider">OR</div>
      <p className="auth-switch">
        Already have an account? <Link to="/login">Login here</Link>
      </p>
    </ServerErrorContext.Provider>
  )
}
