import { message, type Message } from '../../locale'

export const backTo: Message<{ things: string | number }> = /* @__PURE__ */ message('kit', 'backTo', (i: { things: string | number }) => {
	return (`Back to ${i?.things}`)
})
