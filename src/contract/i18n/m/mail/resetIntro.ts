import { message, type Message } from '../../locale'

export const resetIntro: Message<{ email: string | number }> = /* @__PURE__ */ message('mail', 'resetIntro', (i: { email: string | number }) => {
	return (`Use this code to set a new password for ${i?.email}:`)
})
