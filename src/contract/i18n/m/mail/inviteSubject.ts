import { message, type Message } from '../../locale'

export const inviteSubject: Message<{ invitedBy: string | number; organisation: string | number }> = /* @__PURE__ */ message('mail', 'inviteSubject', (i: { invitedBy: string | number; organisation: string | number }) => {
	return (`${i?.invitedBy} invited you to ${i?.organisation} on Back office`)
})
