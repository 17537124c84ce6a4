import { message, type Message } from '../../locale'

export const bodyTooLarge: Message<{ size: string | number }> = /* @__PURE__ */ message('server', 'bodyTooLarge', (i: { size: string | number }) => {
	return (`The request is too large (at most ${i?.size} KB).`)
})
