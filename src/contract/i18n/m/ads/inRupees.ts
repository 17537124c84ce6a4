import { message, type Message } from '../../locale'

export const inRupees: Message<{ label: string | number }> = /* @__PURE__ */ message('ads', 'inRupees', (i: { label: string | number }) => {
	return (`${i?.label} (₹)`)
})
