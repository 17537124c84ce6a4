import { message, type Message } from '../../locale'

export const historyImported: Message<{ actor: string | number; record: string | number }> = /* @__PURE__ */ message('form', 'historyImported', (i: { actor: string | number; record: string | number }) => {
	return (`${i?.actor} imported ${i?.record}`)
})
