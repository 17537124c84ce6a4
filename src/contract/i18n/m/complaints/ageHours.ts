import { message, type Message } from '../../locale'

export const ageHours: Message<{ count: string | number }> = /* @__PURE__ */ message('complaints', 'ageHours', (i: { count: string | number }) => {
	return (`${i?.count} h`)
})
