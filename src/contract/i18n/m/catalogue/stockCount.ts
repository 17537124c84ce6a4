import { message, type Message } from '../../locale'

export const stockCount: Message<{ count: string | number }> = /* @__PURE__ */ message('catalogue', 'stockCount', (i: { count: string | number }) => {
	return (`Stock (${i?.count})`)
})
