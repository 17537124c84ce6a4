import { message, type Message } from '../../locale'

export const amountOnly: Message<{ amount: string | number }> = /* @__PURE__ */ message('money', 'amountOnly', (i: { amount: string | number }) => {
	return (`${i?.amount} only`)
})
