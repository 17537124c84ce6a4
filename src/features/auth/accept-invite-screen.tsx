import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import * as v from 'valibot'
import { acceptInviteBody, acceptInviteResponse, inviteViewResponse, teamPaths } from '../../contract/team'
import { errorText } from '../../lib/api-error'
import { apiRequest } from '../../lib/http'
import { storageKeys, writeStored } from '../../lib/storage'
import { notifySuccess } from '../../lib/toasts'
import { ActionForm, useActionForm } from '../../ui/form/action-form'
import { ServerErrorAlert } from '../../ui/form/server-error-alert'
import { ErrorState, Skeleton } from '../../ui/states'
import { usePreloadNext } from './api'
import { AuthHeading } from './components/auth-layout'
import * as m from '../../paraglide/m/auth'
// The invite page belongs to the team area: its own texts are the team catalogue's (src/contract/i18n/load.ts).
import * as team from '../../paraglide/m/team'

type Values = { first_name: string; last_name: string; phone: string; password: string }

/**
 * /invite/$token (docs/accounts.md#invites): who invites to what, then the person's name, password and phone. Joining
 * sends the SMS code of the ordinary sign-in, and /sms-otp-verify proves the phone and opens their first screen.
 */
export function AcceptInviteScreen({ token }: { token: string }) {
  const navigate = useNavigate()
  const preloadNext = usePreloadNext('/sms-otp-verify')
  const invite = useQuery({
    queryKey: ['invite', token],
    queryFn: ({ signal }) => apiRequest(teamPaths.invite(token), { schema: inviteViewResponse, signal }).then((body) => body.data),
    retry: false,
  })
  const state = useActionForm({
    schema: v.omit(acceptInviteBody, ['token']),
    start: { first_name: '', last_name: '', phone: '', password: '' } as Values,
    send: async (_body, values) => {
      const nextScreen = preloadNext()
      const body = v.parse(acceptInviteBody, { ...values, token })
      const result = await apiRequest(teamPaths.accept, { method: 'POST', body, schema: acceptInviteResponse })
      writeStored(storageKeys.resetEmail, result.email)
      notifySuccess(result.message)
      await nextScreen
      await navigate({ to: '/sms-otp-verify' })
    },
  })
  const { form } = state

  if (invite.isPending) return <Skeleton width="80%" height={24} />
  if (invite.isError)
    return (
      <>
        <ErrorState text={errorText(invite.error)} />
        <p className="auth-switch">
          <Link to="/login">{m.loginHere()}</Link>
        </p>
      </>
    )
  const { organisation, role, invited_by, email } = invite.data
  return (
    <>
      <AuthHeading
        title={team.inviteHeading({ organisation })}
        text={invited_by ? team.inviteIntro({ inviter: invited_by, role }) : team.inviteIntroNoInviter({ role })}
      />
      <p className="muted">{team.inviteEmail({ email })}</p>
      <ActionForm state={state}>
        <form.AppField name="first_name">
          {(field) => <field.TextField label={team.firstNameLabel()} autoComplete="given-name" maxLength={50} required />}
        </form.AppField>
        <form.AppField name="last_name">
          {(field) => <field.TextField label={team.lastNameLabel()} autoComplete="family-name" maxLength={50} required />}
        </form.AppField>
        <form.AppField name="phone">
          {(field) => <field.TextField label={m.phoneNumber()} type="tel" inputMode="tel" autoComplete="tel" placeholder="98765 43210" required />}
        </form.AppField>
        <form.AppField name="password">
          {(field) => <field.TextField label={m.passwordLabel()} type="password" autoComplete="new-password" hint={team.invitePasswordHint()} required />}
        </form.AppField>
        <ServerErrorAlert />
        <form.AppForm>
          <form.SubmitButton label={team.inviteJoin()} />
        </form.AppForm>
      </ActionForm>
    </>
  )
}
