import { message, type Message } from '../../locale'

export const labelInRupees: Message<{ label: string | number }> = /* @__PURE__ */ message('promo-codes', 'labelInRupees', (i: { label: string | number }) => {
	return (`${i?.label} (₹)`)
})
