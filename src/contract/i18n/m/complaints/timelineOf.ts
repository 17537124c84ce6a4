import { message, type Message } from '../../locale'

export const timelineOf: Message<{ ticket: string | number }> = /* @__PURE__ */ message('complaints', 'timelineOf', (i: { ticket: string | number }) => {
	return (`Timeline of ${i?.ticket}`)
})
