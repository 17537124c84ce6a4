import { message, type Message } from '../../locale'

export const gstPercent: Message<{ rate: string | number }> = /* @__PURE__ */ message('catalogue', 'gstPercent', (i: { rate: string | number }) => {
	return (`${i?.rate}%`)
})
