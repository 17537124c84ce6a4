import { message, type Message } from '../../locale'

export const inviteSent: Message<{ email: string | number }> = /* @__PURE__ */ message('team', 'inviteSent', (i: { email: string | number }) => {
	return (`Invite sent to ${i?.email}`)
})
