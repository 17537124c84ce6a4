import { message, type Message } from '../../locale'

export const withMinimum: Message<{ discount: string | number; amount: string | number }> = /* @__PURE__ */ message('promo-codes', 'withMinimum', (i: { discount: string | number; amount: string | number }) => {
	return (`${i?.discount} · min ${i?.amount}`)
})
