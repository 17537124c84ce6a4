import { message, type Message } from '../../locale'

export const smsCodeSent: Message<{ email: string | number }> = /* @__PURE__ */ message('auth', 'smsCodeSent', (i: { email: string | number }) => {
	return (`Enter the 6-digit code we sent by SMS for ${i?.email}.`)
})
