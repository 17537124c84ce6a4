import { message, type Message } from '../../locale'

export const historyNoted: Message<{ actor: string | number; record: string | number }> = /* @__PURE__ */ message('form', 'historyNoted', (i: { actor: string | number; record: string | number }) => {
	return (`${i?.actor} added a note to ${i?.record}`)
})
