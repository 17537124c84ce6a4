import { message, type Message } from '../../locale'

export const resetSubject: Message<{ code: string | number }> = /* @__PURE__ */ message('mail', 'resetSubject', (i: { code: string | number }) => {
	return (`${i?.code} is your Back office password reset code`)
})
