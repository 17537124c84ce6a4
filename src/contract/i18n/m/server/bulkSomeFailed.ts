import { message, type Message } from '../../locale'

export const bulkSomeFailed: Message<{ done: string | number; shown: string | number }> = /* @__PURE__ */ message('server', 'bulkSomeFailed', (i: { done: string | number; shown: string | number }) => {
	return (`${i?.done}; ${i?.shown} could not be changed.`)
})
