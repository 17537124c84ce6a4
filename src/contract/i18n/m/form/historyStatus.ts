import { message, type Message } from '../../locale'

export const historyStatus: Message<{ actor: string | number; record: string | number }> = /* @__PURE__ */ message('form', 'historyStatus', (i: { actor: string | number; record: string | number }) => {
	return (`${i?.actor} changed the status of ${i?.record}`)
})
