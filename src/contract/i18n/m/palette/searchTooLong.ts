import { message, type Message } from '../../locale'

export const searchTooLong: Message<{ count: string | number }> = /* @__PURE__ */ message('palette', 'searchTooLong', (i: { count: string | number }) => {
	return (`Please type at most ${i?.count} characters`)
})
