import { message, type Message } from '../../locale'

export const percent: Message<{ value: string | number }> = /* @__PURE__ */ message('ads', 'percent', (i: { value: string | number }) => {
	return (`${i?.value}%`)
})
