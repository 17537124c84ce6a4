import { message, type Message } from '../../locale'

export const resendIn: Message<{ seconds: string | number }> = /* @__PURE__ */ message('auth', 'resendIn', (i: { seconds: string | number }) => {
	return (`Resend in ${i?.seconds}s`)
})
