import { message, type Message } from '../../locale'

export const inviteIntroNoInviter: Message<{ role: string | number }> = /* @__PURE__ */ message('auth', 'inviteIntroNoInviter', (i: { role: string | number }) => {
	return (`You are invited as ${i?.role}. Set your name, password and phone; we then send a code to your phone.`)
})
