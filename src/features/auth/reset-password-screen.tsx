import { revalidateLogic, useStore } from '@tanstack/react-form'
import { Link, useNavigate } from '@tanstack/react-router'
import { resetPasswordForm, type ResetPasswordForm } from '../../contract/account-forms'
import { readStored, storageKeys, writeStored } from '../../lib/storage'
import { notifySuccess } from '../../lib/toasts'
import { useAppForm } from '../../ui/form/app-form'
import { ServerErrorContext, useServerError } from '../../ui/form/server-error'
import { ServerErrorAlert } from '../../ui/form/server-error-alert'
import { setPassword } from './api'
import { AuthHeading } from './components/auth-layout'
import { MissingEmail } from './components/missing-email'
import { clearResetToken, readResetToken } from './reset-token'
import * as m from '../../paraglide/m/auth'

export function ResetPasswordScreen() {
  const navigate = useNavigate()
  const email = readStored(storageKeys.resetEmail)
  const token = readResetToken()
  const form = useAppForm({
    defaultValues: { new_password: '', confirm_new_password: '' } as ResetPasswordForm,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: resetPasswordForm },
    onSubmit: async ({ value }) => {
      try {
        const result = await setPassword({ email: email ?? '', reset_token: token ?? '', ...value })
        clearResetToken()
        writeStored(storageKeys.resetEmail, null)
        notifySuccess(result.message)
        await navigate({ to: '/login' })
      } catch (error) {
        serverError.setFromError(error, value)
      }
    },
  })
  const serverError = useServerError(useStore(form.store, (state) => state.values))
  if (!email || !token) return <MissingEmail to="/forgot-password" action={m.requestNewCode()} />

  return (
    <ServerErrorContext.Provider value={serverError}>
      <AuthHeading title={m.setNewPassword()} text={m.newPasswordFor({ email })} />
      <form
        className="form-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        <form.AppField name="new_password">
          {(field) => <field.TextField label={m.newPassword()} type="password" autoComplete="new-password" required />}
        </form.AppField>
        <form.AppField name="confirm_new_password">
          {(field) => <field.TextField label={m.confirmNewPassword()} type="password" autoComplete="new-password" required />}
        </form.AppField>
        <ServerErrorAlert />
        <form.AppForm>
          <form.SubmitButton label={m.updatePassword()} />
        </form.AppForm>
      </form>
      <p className="auth-switch">
        <Link to="/login">{m.backToSignIn()}</Link>
      </p>
    </ServerErrorContext.Provider>
  )
}
