import { message, type Message } from '../../locale'

export const percentOff: Message<{ percent: string | number }> = /* @__PURE__ */ message('catalogue', 'percentOff', (i: { percent: string | number }) => {
	return (`${i?.percent}% off`)
})
