import { message, type Message } from '../../locale'

export const chartLabel: Message<{ label: string | number; summary: string | number }> = /* @__PURE__ */ message('kit', 'chartLabel', (i: { label: string | number; summary: string | number }) => {
	return (`${i?.label}: ${i?.summary}. Use the arrow keys to read each day.`)
})
