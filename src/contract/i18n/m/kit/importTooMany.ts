import { message, type Message } from '../../locale'

export const importTooMany: Message<{ limit: string | number }> = /* @__PURE__ */ message('kit', 'importTooMany', (i: { limit: string | number }) => {
	return (`At most ${i?.limit} rows per request.`)
})
