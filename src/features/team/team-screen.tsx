import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { Member } from '../../contract/team'
import * as m from '../../paraglide/m/team'
import type { ListRouteSearch } from '../../ui/route-loaders'
import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { members } from './api'
import { InvitesSection } from './invites-section'
import { MemberDrawer } from './member-drawer'
import { teamColumns } from './team-columns'
import { teamList } from './team-list'

const inviteLink = () => (
  <Link to="/team/invite" className="btn btn-primary">
    {m.invite()}
  </Link>
)

/** /team (owner and manager): every member with their role, status and devices; the open invites below. */
export function TeamScreen({ search }: { search: ListRouteSearch }) {
  const [open, setOpen] = useState<Member | null>(null)
  return (
    <ResourceListScreen
      search={search}
      rowName={(member) => member.name}
      actions={inviteLink()}
      resource={members}
      definition={teamList}
      emptyAction={inviteLink()}
      columns={teamColumns(setOpen)}
      after={
        <>
          <InvitesSection />
          <MemberDrawer member={open} onClose={() => setOpen(null)} />
        </>
      }
    />
  )
}
