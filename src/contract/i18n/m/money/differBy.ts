import { message, type Message } from '../../locale'

export const differBy: Message<{ amount: string | number }> = /* @__PURE__ */ message('money', 'differBy', (i: { amount: string | number }) => {
	return (`Debits and credits differ by ${i?.amount}.`)
})
