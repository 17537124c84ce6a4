import { message, type Message } from '../../locale'

export const smsReset: Message<{ code: string | number; minutes: string | number }> = /* @__PURE__ */ message('mail', 'smsReset', (i: { code: string | number; minutes: string | number }) => {
	return (`${i?.code} is your Back office password reset code. It expires in ${i?.minutes} minutes. Do not share it with anyone.`)
})
