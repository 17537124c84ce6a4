import { message, type Message } from '../../locale'

export const lastSeen: Message<{ when: string | number }> = /* @__PURE__ */ message('team', 'lastSeen', (i: { when: string | number }) => {
	return (`Last seen ${i?.when}`)
})
