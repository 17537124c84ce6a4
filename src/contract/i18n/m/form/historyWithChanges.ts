import { message, type Message } from '../../locale'

export const historyWithChanges: Message<{ what: string | number; changes: string | number }> = /* @__PURE__ */ message('form', 'historyWithChanges', (i: { what: string | number; changes: string | number }) => {
	return (`${i?.what}: ${i?.changes}`)
})
