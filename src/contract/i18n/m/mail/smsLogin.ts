import { message, type Message } from '../../locale'

export const smsLogin: Message<{ code: string | number; minutes: string | number }> = /* @__PURE__ */ message('mail', 'smsLogin', (i: { code: string | number; minutes: string | number }) => {
	return (`${i?.code} is your Back office sign-in code. It expires in ${i?.minutes} minutes. Do not share it with anyone.`)
})
