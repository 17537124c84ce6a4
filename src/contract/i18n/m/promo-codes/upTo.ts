import { message, type Message } from '../../locale'

export const upTo: Message<{ discount: string | number; cap: string | number }> = /* @__PURE__ */ message('promo-codes', 'upTo', (i: { discount: string | number; cap: string | number }) => {
	return (`${i?.discount} up to ${i?.cap}`)
})
