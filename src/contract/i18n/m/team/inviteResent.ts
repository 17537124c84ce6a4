import { message, type Message } from '../../locale'

export const inviteResent: Message<{ email: string | number }> = /* @__PURE__ */ message('team', 'inviteResent', (i: { email: string | number }) => {
	return (`A new invite link was sent to ${i?.email}; the old link no longer works.`)
})
