import { message, type Message } from '../../locale'

export const amountMinus: Message<{ amount: string | number }> = /* @__PURE__ */ message('money', 'amountMinus', (i: { amount: string | number }) => {
	return (`minus ${i?.amount}`)
})
