import { message, type Message } from '../../locale'

export const amountHundred: Message<{ words: string | number }> = /* @__PURE__ */ message('money', 'amountHundred', (i: { words: string | number }) => {
	return (`${i?.words} hundred`)
})
