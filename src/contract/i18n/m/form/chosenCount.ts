import { message, type Message } from '../../locale'

export const chosenCount: Message<{ count: string | number }> = /* @__PURE__ */ message('form', 'chosenCount', (i: { count: string | number }) => {
	return (`(${i?.count} chosen)`)
})
