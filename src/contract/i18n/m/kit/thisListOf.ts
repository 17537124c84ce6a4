import { message, type Message } from '../../locale'

export const thisListOf: Message<{ things: string | number }> = /* @__PURE__ */ message('kit', 'thisListOf', (i: { things: string | number }) => {
	return (`this list of ${i?.things}`)
})
