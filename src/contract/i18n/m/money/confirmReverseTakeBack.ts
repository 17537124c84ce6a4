import { message, type Message } from '../../locale'

export const confirmReverseTakeBack: Message<{ reference: string | number; wallet: string | number; amount: string | number }> = /* @__PURE__ */ message('money', 'confirmReverseTakeBack', (i: { reference: string | number; wallet: string | number; amount: string | number }) => {
	return (`Reverse ${i?.reference} on ${i?.wallet}: take back ${i?.amount}.`)
})
