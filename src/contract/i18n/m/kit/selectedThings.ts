import { message, type Message } from '../../locale'

export const selectedThings: Message<{ things: string | number }> = /* @__PURE__ */ message('kit', 'selectedThings', (i: { things: string | number }) => {
	return (`Selected ${i?.things}`)
})
