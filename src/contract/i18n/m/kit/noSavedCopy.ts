import { message, type Message } from '../../locale'

export const noSavedCopy: Message<{ what: string | number }> = /* @__PURE__ */ message('kit', 'noSavedCopy', (i: { what: string | number }) => {
	return (`There is no saved copy of ${i?.what} on this device yet. It loads as soon as you are back online.`)
})
