import { message, type Message } from '../../locale'

export const confirmReverseGiveBack: Message<{ reference: string | number; wallet: string | number; amount: string | number }> = /* @__PURE__ */ message('money', 'confirmReverseGiveBack', (i: { reference: string | number; wallet: string | number; amount: string | number }) => {
	return (`Reverse ${i?.reference} on ${i?.wallet}: give back ${i?.amount}.`)
})
