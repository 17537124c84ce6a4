import { message, type Message } from '../../locale'

export const deviceLastSeen: Message<{ when: string | number }> = /* @__PURE__ */ message('kit', 'deviceLastSeen', (i: { when: string | number }) => {
	return (`Last seen ${i?.when}`)
})
