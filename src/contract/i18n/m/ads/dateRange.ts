import { message, type Message } from '../../locale'

export const dateRange: Message<{ from: string | number; to: string | number }> = /* @__PURE__ */ message('ads', 'dateRange', (i: { from: string | number; to: string | number }) => {
	return (`${i?.from} – ${i?.to}`)
})
