import { message, type Message } from '../../locale'

export const fullHistoryOf: Message<{ name: string | number }> = /* @__PURE__ */ message('form', 'fullHistoryOf', (i: { name: string | number }) => {
	return (`Full history of ${i?.name}`)
})
