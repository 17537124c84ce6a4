import { message, type Message } from '../../locale'

export const fetchFailed: Message<{ what: string | number }> = /* @__PURE__ */ message('form', 'fetchFailed', (i: { what: string | number }) => {
	return (`Failed to fetch the ${i?.what}`)
})
