import { message, type Message } from '../../locale'

export const searchTooShort: Message<{ count: string | number }> = /* @__PURE__ */ message('palette', 'searchTooShort', (i: { count: string | number }) => {
	return (`Please type at least ${i?.count} characters`)
})
