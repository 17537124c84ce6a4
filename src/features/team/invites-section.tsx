import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Invite } from '../../contract/team'
import { RoleName } from './role-options'
import * as m from '../../paraglide/m/team'
import { errorText } from '../../lib/api-error'
import { formatDate } from '../../lib/dates'
import { notifyError, notifySuccess } from '../../lib/toasts'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { ErrorState, Skeleton } from '../../ui/states'
import { StatusBadge } from '../../ui/status-badge'
import { invitesQuery, resendInvite, revokeInvite, teamKeys } from './api'

/** The open invites (status "invited", or expired) with Resend and Revoke (docs/accounts.md#invites). */
export function InvitesSection() {
  const invites = useQuery(invitesQuery())
  const queryClient = useQueryClient()
  const [revoking, setRevoking] = useState<Invite | null>(null)
  const act = useMutation({
    mutationFn: ({ invite, action }: { invite: Invite; action: 'resend' | 'revoke' }) =>
      action === 'resend' ? resendInvite(invite.id) : revokeInvite(invite.id),
    onSuccess: (result) => notifySuccess(result.message),
    onError: (error) => notifyError(errorText(error, m.loadFailed())),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.invites }),
  })
  return (
    <section className="panel team-section" aria-labelledby="invites-heading">
      <h2 id="invites-heading" className="panel-title">
        {m.pendingInvites()}
      </h2>
      {invites.isPending ? (
        <Skeleton width="70%" />
      ) : invites.isError ? (
        <ErrorState text={errorText(invites.error, m.loadFailed())} onRetry={() => void invites.refetch()} retrying={invites.isFetching} />
      ) : invites.data.length === 0 ? (
        <p className="muted">{m.noInvites()}</p>
      ) : (
        <ul className="device-list">
          {invites.data.map((invite) => (
            <li key={invite.id} className="device-row">
              <div>
                <strong>{invite.email}</strong>{' '}
                <StatusBadge label={invite.expired ? m.statusExpired() : m.statusInvited()} tone={invite.expired ? 'warning' : 'info'} />
                <p className="muted">
                  <RoleName role={invite.role} /> · {invite.phone} · {m.labelExpires()} {formatDate(invite.expires_at)}
                </p>
              </div>
              <span className="team-actions">
                <Button
                  variant="secondary"
                  size="sm"
                  loading={act.isPending && act.variables.invite.id === invite.id}
                  onClick={() => act.mutate({ invite, action: 'resend' })}
                >
                  {m.resend()}
                </Button>
                <Button variant="secondary" size="sm" onClick={() => setRevoking(invite)}>
                  {m.revoke()}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        ask={revoking ? { title: m.revoke(), text: m.revokeConfirm({ email: revoking.email }), action: m.revoke() } : null}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (revoking) act.mutate({ invite: revoking, action: 'revoke' })
          setRevoking(null)
        }}
      />
    </section>
  )
}
