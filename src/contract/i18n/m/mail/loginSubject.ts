import { message, type Message } from '../../locale'

export const loginSubject: Message<{ code: string | number }> = /* @__PURE__ */ message('mail', 'loginSubject', (i: { code: string | number }) => {
	return (`${i?.code} is your Back office sign-in code`)
})
