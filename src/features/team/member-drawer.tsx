import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Member } from '../../contract/team'
import { memberStatusLabels } from '../../contract/team/list'
import * as m from '../../paraglide/m/team'
import { errorText } from '../../lib/api-error'
import { formatAge } from '../../lib/format'
import { notifyError, notifySuccess } from '../../lib/toasts'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { DeviceList } from '../../ui/device-list'
import { Drawer } from '../../ui/drawer'
import { RecordHistory } from '../../ui/form/record-history'
import { ErrorState, Skeleton } from '../../ui/states'
import { changeRole, deactivateMember, memberSessionsQuery, members, reactivateMember, signOutMember, signOutMemberSession, teamKeys } from './api'
import { useRoleOptions } from './role-options'

type Action =
  { kind: 'role'; role: string } | { kind: 'deactivate' } | { kind: 'reactivate' } | { kind: 'sign-out' } | { kind: 'sign-out-device'; session: string }

const run = (id: string, action: Action) => {
  switch (action.kind) {
    case 'role':
      return changeRole(id, action.role)
    case 'deactivate':
      return deactivateMember(id)
    case 'reactivate':
      return reactivateMember(id)
    case 'sign-out':
      return signOutMember(id)
    case 'sign-out-device':
      return signOutMemberSession(id, action.session)
  }
}

/** One member over the list: their details, role, status, devices and history (docs/accounts.md#members). */
export function MemberDrawer({ member: chosen, onClose }: { member: Member | null; onClose: () => void }) {
  return (
    <Drawer open={chosen !== null} title={chosen?.name ?? m.memberDetails()} onClose={onClose}>
      {chosen && <MemberPanel key={chosen.id} chosen={chosen} />}
    </Drawer>
  )
}

function MemberPanel({ chosen }: { chosen: Member }) {
  const queryClient = useQueryClient()
  const detail = useQuery({ ...members.detailQuery(chosen.id), initialData: chosen })
  const member = detail.data
  const sessions = useQuery(memberSessionsQuery(member.id))
  const { options } = useRoleOptions()
  const [role, setRole] = useState(member.role)
  const [asking, setAsking] = useState(false)
  const act = useMutation({
    mutationFn: (action: Action) => run(member.id, action),
    onSuccess: (result) => notifySuccess(result.message),
    onError: (error) => notifyError(errorText(error, m.loadFailed())),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: members.keys.all }),
        queryClient.invalidateQueries({ queryKey: teamKeys.sessions(member.id) }),
        queryClient.invalidateQueries({ queryKey: ['history', 'member', member.id] }),
      ]),
  })
  const active = member.status === 'active'
  return (
    <div className="form-stack">
      <dl className="detail-list">
        <dt>{m.labelEmail()}</dt>
        <dd>{member.email}</dd>
        <dt>{m.labelPhone()}</dt>
        <dd>{member.phone}</dd>
        <dt>{m.labelStatus()}</dt>
        <dd>{memberStatusLabels[member.status]}</dd>
        <dt>{m.labelLastSignIn()}</dt>
        <dd>{member.last_sign_in_at ? formatAge(member.last_sign_in_at) : m.never()}</dd>
      </dl>
      <div className="field">
        <label className="field-label" htmlFor="member-role">
          {m.labelRole()}
        </label>
        <select id="member-role" className="select" value={role} onChange={(event) => setRole(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="team-actions">
        <Button disabled={role === member.role} loading={act.isPending && act.variables.kind === 'role'} onClick={() => act.mutate({ kind: 'role', role })}>
          {m.changeRole()}
        </Button>
        {active ? (
          <Button variant="secondary" onClick={() => setAsking(true)}>
            {m.deactivate()}
          </Button>
        ) : (
          <Button variant="secondary" loading={act.isPending && act.variables.kind === 'reactivate'} onClick={() => act.mutate({ kind: 'reactivate' })}>
            {m.reactivate()}
          </Button>
        )}
      </div>
      <section aria-labelledby="member-devices">
        <h3 id="member-devices" className="panel-title">
          {m.whereSignedIn()}
        </h3>
        {sessions.isPending ? (
          <Skeleton width="60%" />
        ) : sessions.isError ? (
          <ErrorState text={errorText(sessions.error, m.loadFailed())} onRetry={() => void sessions.refetch()} retrying={sessions.isFetching} />
        ) : (
          <DeviceList
            sessions={sessions.data}
            onSignOut={(session) => act.mutate({ kind: 'sign-out-device', session })}
            busy={act.isPending && act.variables.kind === 'sign-out-device' ? act.variables.session : null}
          />
        )}
        {sessions.data && sessions.data.length > 0 && (
          <Button variant="secondary" loading={act.isPending && act.variables.kind === 'sign-out'} onClick={() => act.mutate({ kind: 'sign-out' })}>
            {m.signOutEverywhere()}
          </Button>
        )}
      </section>
      <section aria-labelledby="member-history">
        <h3 id="member-history" className="panel-title">
          {m.history()}
        </h3>
        <RecordHistory type="member" id={member.id} version={member.updated_at} />
      </section>
      <ConfirmDialog
        ask={asking ? { title: m.deactivate(), text: m.deactivateConfirm({ name: member.name }), action: m.deactivate() } : null}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false)
          act.mutate({ kind: 'deactivate' })
        }}
      />
    </div>
  )
}
