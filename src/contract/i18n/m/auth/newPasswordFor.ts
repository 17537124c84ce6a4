import { message, type Message } from '../../locale'

export const newPasswordFor: Message<{ email: string | number }> = /* @__PURE__ */ message('auth', 'newPasswordFor', (i: { email: string | number }) => {
	return (`Choose a new password for ${i?.email}. Use at least 8 characters.`)
})
