import { message, type Message } from '../../locale'

export const openFailed: Message<{ what: string | number }> = /* @__PURE__ */ message('form', 'openFailed', (i: { what: string | number }) => {
	return (`Could not open this ${i?.what}`)
})
