import { message, type Message } from '../../locale'

export const eventAssigned: Message<{ name: string | number }> = /* @__PURE__ */ message('complaints', 'eventAssigned', (i: { name: string | number }) => {
	return (`Assigned to ${i?.name}`)
})
