import { message, type Message } from '../../locale'

export const historyCreated: Message<{ actor: string | number; record: string | number }> = /* @__PURE__ */ message('form', 'historyCreated', (i: { actor: string | number; record: string | number }) => {
	return (`${i?.actor} created ${i?.record}`)
})
