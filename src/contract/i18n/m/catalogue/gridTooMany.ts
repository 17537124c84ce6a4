import { message, type Message } from '../../locale'

export const gridTooMany: Message<{ count: string | number }> = /* @__PURE__ */ message('catalogue', 'gridTooMany', (i: { count: string | number }) => {
	return (`At most ${i?.count} rows at once.`)
})
