import { message, type Message } from '../../locale'

export const gridNow: Message<{ values: string | number }> = /* @__PURE__ */ message('catalogue', 'gridNow', (i: { values: string | number }) => {
	return (`Now: ${i?.values}.`)
})
