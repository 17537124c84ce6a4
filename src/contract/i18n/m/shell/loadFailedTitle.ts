import { message, type Message } from '../../locale'

export const loadFailedTitle: Message<{ product: string | number }> = /* @__PURE__ */ message('shell', 'loadFailedTitle', (i: { product: string | number }) => {
	return (`${i?.product} could not finish loading`)
})
