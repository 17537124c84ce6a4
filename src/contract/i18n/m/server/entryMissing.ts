import { message, type Message } from '../../locale'

export const entryMissing: Message<{ expected: string | number; seq: string | number; last: string | number }> = /* @__PURE__ */ message('server', 'entryMissing', (i: { expected: string | number; seq: string | number; last: string | number }) => {
	return (`Entry ${i?.expected} is missing: entry ${i?.seq} follows entry ${i?.last}.`)
})
