import { message, type Message } from '../../locale'

export const historyUpdated: Message<{ actor: string | number; record: string | number }> = /* @__PURE__ */ message('form', 'historyUpdated', (i: { actor: string | number; record: string | number }) => {
	return (`${i?.actor} changed ${i?.record}`)
})
