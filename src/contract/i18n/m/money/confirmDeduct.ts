import { message, type Message } from '../../locale'

export const confirmDeduct: Message<{ wallet: string | number; amount: string | number }> = /* @__PURE__ */ message('money', 'confirmDeduct', (i: { wallet: string | number; amount: string | number }) => {
	return (`Deduct from ${i?.wallet}: ${i?.amount}.`)
})
