import { revalidateLogic, useStore } from '@tanstack/react-form'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import * as v from 'valibot'
import { inviteBody, type InviteBody } from '../../contract/team'
import * as m from '../../paraglide/m/team'
import { notifySuccess } from '../../lib/toasts'
import { useAppForm } from '../../ui/form/app-form'
import { AddScreen } from '../../ui/form/form-screens'
import { ServerErrorContext, useServerError } from '../../ui/form/server-error'
import { ServerErrorAlert } from '../../ui/form/server-error-alert'
import { sendInvite, teamKeys } from './api'
import { useRoleOptions } from './role-options'

const empty: InviteBody = { email: '', phone: '', role: '' }

/** /team/invite: email, phone and role; the invitee gets a link (docs/accounts.md#invites). */
export function InviteScreen() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { options } = useRoleOptions()
  // One Idempotency-Key per form: a retried send makes one invite and one email.
  const [key] = useState(() => crypto.randomUUID())
  const form = useAppForm({
    defaultValues: empty,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: inviteBody },
    onSubmit: async ({ value }) => {
      try {
        const result = await sendInvite(v.parse(inviteBody, value), key)
        notifySuccess(result.message)
        await queryClient.invalidateQueries({ queryKey: teamKeys.invites })
        await navigate({ to: '/team' })
      } catch (error) {
        serverError.setFromError(error, value)
      }
    },
  })
  const serverError = useServerError(useStore(form.store, (state) => state.values))
  return (
    <AddScreen title={m.inviteTitle()} description={m.inviteDescription()} back={{ to: '/team', label: m.backToTeam() }}>
      <ServerErrorContext.Provider value={serverError}>
        <form
          className="form-stack panel"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void form.handleSubmit()
          }}
        >
          <form.AppField name="email">
            {(field) => <field.TextField label={m.labelEmail()} type="email" inputMode="email" autoComplete="off" required />}
          </form.AppField>
          <form.AppField name="phone">
            {(field) => <field.TextField label={m.labelPhone()} type="tel" inputMode="tel" autoComplete="off" placeholder={m.phonePlaceholder()} required />}
          </form.AppField>
          <form.AppField name="role">
            {(field) => <field.SelectField label={m.labelRole()} options={options} placeholder={m.chooseRole()} required />}
          </form.AppField>
          <ServerErrorAlert />
          <form.AppForm>
            <form.SubmitButton label={m.sendInvite()} />
          </form.AppForm>
        </form>
      </ServerErrorContext.Provider>
    </AddScreen>
  )
}
