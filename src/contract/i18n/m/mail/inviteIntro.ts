import { message, type Message } from '../../locale'

export const inviteIntro: Message<{ invitedBy: string | number; organisation: string | number; role: string | number }> = /* @__PURE__ */ message('mail', 'inviteIntro', (i: { invitedBy: string | number; organisation: string | number; role: string | number }) => {
	return (`${i?.invitedBy} invited you to join ${i?.organisation} as ${i?.role}.`)
})
