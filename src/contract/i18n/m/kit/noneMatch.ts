import { message, type Message } from '../../locale'

export const noneMatch: Message<{ things: string | number }> = /* @__PURE__ */ message('kit', 'noneMatch', (i: { things: string | number }) => {
	return (`No ${i?.things} match`)
})
