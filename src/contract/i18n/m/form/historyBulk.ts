import { message, type Message } from '../../locale'

export const historyBulk: Message<{ actor: string | number; record: string | number }> = /* @__PURE__ */ message('form', 'historyBulk', (i: { actor: string | number; record: string | number }) => {
	return (`${i?.actor} changed in bulk ${i?.record}`)
})
