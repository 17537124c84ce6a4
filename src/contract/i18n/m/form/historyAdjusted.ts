import { message, type Message } from '../../locale'

export const historyAdjusted: Message<{ actor: string | number; record: string | number }> = /* @__PURE__ */ message('form', 'historyAdjusted', (i: { actor: string | number; record: string | number }) => {
	return (`${i?.actor} adjusted ${i?.record}`)
})
