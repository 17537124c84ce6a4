import { message, type Message } from '../../locale'

export const bulkDone: Message<{ done: string | number }> = /* @__PURE__ */ message('server', 'bulkDone', (i: { done: string | number }) => {
	return (`${i?.done}.`)
})
