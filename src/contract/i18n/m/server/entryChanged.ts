import { message, type Message } from '../../locale'

export const entryChanged: Message<{ seq: string | number }> = /* @__PURE__ */ message('server', 'entryChanged', (i: { seq: string | number }) => {
	return (`Entry ${i?.seq} was changed after it was written.`)
})
