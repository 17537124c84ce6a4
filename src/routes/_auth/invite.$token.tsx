import { createFileRoute } from '@tanstack/react-router'
import { AcceptInviteScreen } from '../../features/auth/accept-invite-screen'

export const Route = createFileRoute('/_auth/invite/$token')({
  component: InviteRoute,
})

function InviteRoute() {
  const { token } = Route.useParams()
  return <AcceptInviteScreen token={token} />
}
