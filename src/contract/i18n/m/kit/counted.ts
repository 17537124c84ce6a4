import { message, type Message } from '../../locale'

export const counted: Message<{ shown: string | number; noun: string | number }> = /* @__PURE__ */ message('kit', 'counted', (i: { shown: string | number; noun: string | number }) => {
	return (`${i?.shown} ${i?.noun}`)
})
