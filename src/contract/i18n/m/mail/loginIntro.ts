import { message, type Message } from '../../locale'

export const loginIntro: Message<{ email: string | number }> = /* @__PURE__ */ message('mail', 'loginIntro', (i: { email: string | number }) => {
	return (`Use this code to finish signing in to ${i?.email}:`)
})
