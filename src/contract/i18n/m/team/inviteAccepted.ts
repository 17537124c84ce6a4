import { message, type Message } from '../../locale'

export const inviteAccepted: Message<{ last: string | number }> = /* @__PURE__ */ message('team', 'inviteAccepted', (i: { last: string | number }) => {
	return (`Welcome! We sent a code to your phone ending ${i?.last}.`)
})
