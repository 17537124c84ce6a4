import { createFileRoute } from '@tanstack/react-router'
import { InviteScreen } from '../../../features/team/invite-screen'

export const Route = createFileRoute('/_app/team/invite')({
  component: InviteScreen,
})
