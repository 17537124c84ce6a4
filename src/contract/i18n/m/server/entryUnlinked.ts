import { message, type Message } from '../../locale'

export const entryUnlinked: Message<{ seq: string | number; last: string | number }> = /* @__PURE__ */ message('server', 'entryUnlinked', (i: { seq: string | number; last: string | number }) => {
	return (`Entry ${i?.seq} does not link to entry ${i?.last}.`)
})
