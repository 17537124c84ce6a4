import { message, type Message } from '../../locale'

export const codeExpiry: Message<{ minutes: string | number }> = /* @__PURE__ */ message('mail', 'codeExpiry', (i: { minutes: string | number }) => {
	return (`The code expires in ${i?.minutes} minutes. Never share it with anyone.`)
})
