import { message, type Message } from '../../locale'

export const amountLakh: Message<{ words: string | number }> = /* @__PURE__ */ message('money', 'amountLakh', (i: { words: string | number }) => {
	return (`${i?.words} lakh`)
})
