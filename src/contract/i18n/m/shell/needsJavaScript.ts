import { message, type Message } from '../../locale'

export const needsJavaScript: Message<{ product: string | number }> = /* @__PURE__ */ message('shell', 'needsJavaScript', (i: { product: string | number }) => {
	return (`${i?.product} needs JavaScript to run.`)
})
