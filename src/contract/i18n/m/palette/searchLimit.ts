import { message, type Message } from '../../locale'

export const searchLimit: Message<{ count: string | number }> = /* @__PURE__ */ message('palette', 'searchLimit', (i: { count: string | number }) => {
	return (`Please ask for 1 to ${i?.count} results`)
})
