import { message, type Message } from '../../locale'

export const smsRefused: Message<{ to: string | number }> = /* @__PURE__ */ message('auth', 'smsRefused', (i: { to: string | number }) => {
	return (`The SMS provider could not deliver the code to ${i?.to}.`)
})
