import { message, type Message } from '../../locale'

export const ageMinutes: Message<{ count: string | number }> = /* @__PURE__ */ message('complaints', 'ageMinutes', (i: { count: string | number }) => {
	return (`${i?.count} min`)
})
