import { message, type Message } from '../../locale'

export const historyAssigned: Message<{ actor: string | number; record: string | number }> = /* @__PURE__ */ message('form', 'historyAssigned', (i: { actor: string | number; record: string | number }) => {
	return (`${i?.actor} assigned ${i?.record}`)
})
