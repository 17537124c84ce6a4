import { message, type Message } from '../../locale'

export const percentOff: Message<{ percent: string | number }> = /* @__PURE__ */ message('promo-codes', 'percentOff', (i: { percent: string | number }) => {
	return (`${i?.percent}% off`)
})
