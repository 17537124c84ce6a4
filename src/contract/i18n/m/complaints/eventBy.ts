import { message, type Message } from '../../locale'

export const eventBy: Message<{ what: string | number; name: string | number }> = /* @__PURE__ */ message('complaints', 'eventBy', (i: { what: string | number; name: string | number }) => {
	return (`${i?.what} by ${i?.name}`)
})
