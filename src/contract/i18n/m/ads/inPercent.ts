import { message, type Message } from '../../locale'

export const inPercent: Message<{ label: string | number }> = /* @__PURE__ */ message('ads', 'inPercent', (i: { label: string | number }) => {
	return (`${i?.label} (%)`)
})
