import { message, type Message } from '../../locale'

export const seenAgo: Message<{ age: string | number }> = /* @__PURE__ */ message('employees', 'seenAgo', (i: { age: string | number }) => {
	return (`seen ${i?.age}`)
})
