import { Link, useNavigate } from '@tanstack/react-router'
import { resetPasswordForm } from '../../contract/account/forms'
import { readStored, storageKeys, writeStored } from '../../lib/storage'
import { notifySuccess } from '../../lib/toasts'
import { ActionForm, useActionForm } from '../../ui/form/action-form'
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
  const state = useActionForm({
    schema: resetPasswordForm,
    start: { new_password: '', confirm_new_password: '' },
    send: async (_body, values) => {
      const result = await setPassword({ email: email ?? '', reset_token: token ?? '', ...values })
      clearResetToken()
      writeStored(storageKeys.resetEmail, null)
      notifySuccess(result.message)
      await navigate({ to: '/login' })
    },
  })
  const { form } = state
  if (!email || !token) return <MissingEmail to="/forgot-password" action={m.requestNewCode()} />

  return (
    <>
      <AuthHeading title={m.setNewPassword()} text={m.newPasswordFor({ email })} />
      <ActionForm state={state}>
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
      </ActionForm>
      <p className="auth-switch">
        <Link to="/login">{m.backToSignIn()}</Link>
      </p>
    </>
  )
}
