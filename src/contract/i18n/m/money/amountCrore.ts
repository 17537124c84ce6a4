import { message, type Message } from '../../locale'

export const amountCrore: Message<{ words: string | number }> = /* @__PURE__ */ message('money', 'amountCrore', (i: { words: string | number }) => {
	return (`${i?.words} crore`)
})
