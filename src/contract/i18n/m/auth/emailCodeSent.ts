import { message, type Message } from '../../locale'

export const emailCodeSent: Message<{ email: string | number }> = /* @__PURE__ */ message('auth', 'emailCodeSent', (i: { email: string | number }) => {
	return (`Enter the 6-digit code we sent to ${i?.email}.`)
})
