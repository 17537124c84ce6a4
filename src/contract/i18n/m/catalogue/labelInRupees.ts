import { message, type Message } from '../../locale'

export const labelInRupees: Message<{ label: string | number }> = /* @__PURE__ */ message('catalogue', 'labelInRupees', (i: { label: string | number }) => {
	return (`${i?.label} (₹)`)
})
