import { message, type Message } from '../../locale'

export const inviteEmail: Message<{ email: string | number }> = /* @__PURE__ */ message('auth', 'inviteEmail', (i: { email: string | number }) => {
	return (`Your email: ${i?.email}`)
})
