import { message, type Message } from '../../locale'

export const allMatching: Message<{ things: string | number }> = /* @__PURE__ */ message('kit', 'allMatching', (i: { things: string | number }) => {
	return (`All ${i?.things} matching`)
})
