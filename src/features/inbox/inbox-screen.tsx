import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { Notification } from '../../contract/inbox'
import { canOpen } from '../../contract/permissions'
import * as m from '../../paraglide/m/inbox'
import { errorText } from '../../lib/api-error'
import { inboxChanged } from '../../lib/inbox-count'
import { usePermissions } from '../../lib/permissions-store'
import { notifyError, notifySuccess } from '../../lib/toasts'
import { Button } from '../../ui/button'
import type { ListRouteSearch } from '../../ui/route-loaders'
import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { inboxResource, markAllRead, markRead } from './api'
import { inboxColumns } from './inbox-columns'
import { inboxList } from './inbox-list'

/** /inbox (everyone): the person's notifications, unread first; mark read, mark all read, open the record. */
export function InboxScreen({ search }: { search: ListRouteSearch }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { permissions } = usePermissions()
  const [busy, setBusy] = useState<string | null>(null)
  const run = async (id: string, action: () => Promise<unknown>) => {
    setBusy(id)
    try {
      await action()
      await inboxChanged(queryClient)
    } catch (error) {
      notifyError(errorText(error, m.actionFailed()))
    } finally {
      setBusy(null)
    }
  }
  const open = (row: Notification) =>
    run(row.id, async () => {
      if (!row.read) await markRead(row.id)
      if (row.link) void navigate({ href: row.link })
    })
  const actions = (row: Notification) => (
    <>
      {row.link && canOpen(permissions, row.link) && (
        <Button variant="secondary" size="sm" loading={busy === row.id} onClick={() => void open(row)}>
          {m.open()}
          <span className="visually-hidden"> {row.title}</span>
        </Button>
      )}
      {!row.read && (
        <Button variant="secondary" size="sm" loading={busy === row.id} onClick={() => void run(row.id, () => markRead(row.id))}>
          {m.markRead()}
          <span className="visually-hidden"> {row.title}</span>
        </Button>
      )}
    </>
  )
  return (
    <ResourceListScreen
      search={search}
      resource={inboxResource}
      definition={inboxList}
      columns={inboxColumns}
      rowAction={actions}
      rowName={(row) => row.title}
      actions={
        <Button variant="secondary" loading={busy === 'all'} onClick={() => void run('all', async () => notifySuccess((await markAllRead()).message))}>
          {m.markAllRead()}
        </Button>
      }
      emptyAction={null}
    />
  )
}
