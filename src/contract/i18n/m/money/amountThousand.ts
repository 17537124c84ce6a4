import { message, type Message } from '../../locale'

export const amountThousand: Message<{ words: string | number }> = /* @__PURE__ */ message('money', 'amountThousand', (i: { words: string | number }) => {
	return (`${i?.words} thousand`)
})
