import { message, type Message } from '../../locale'

export const ageDays: Message<{ count: string | number }> = /* @__PURE__ */ message('complaints', 'ageDays', (i: { count: string | number }) => {
	return (`${i?.count} d`)
})
