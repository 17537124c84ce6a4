import { message, type Message } from '../../locale'

export const historyInvited: Message<{ actor: string | number; record: string | number }> = /* @__PURE__ */ message('form', 'historyInvited', (i: { actor: string | number; record: string | number }) => {
	return (`${i?.actor} invited ${i?.record}`)
})
