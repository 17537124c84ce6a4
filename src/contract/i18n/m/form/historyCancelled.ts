import { message, type Message } from '../../locale'

export const historyCancelled: Message<{ actor: string | number; record: string | number }> = /* @__PURE__ */ message('form', 'historyCancelled', (i: { actor: string | number; record: string | number }) => {
	return (`${i?.actor} cancelled ${i?.record}`)
})
