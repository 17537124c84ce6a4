import { message, type Message } from '../../locale'

export const loadingThings: Message<{ things: string | number }> = /* @__PURE__ */ message('kit', 'loadingThings', (i: { things: string | number }) => {
	return (`Loading ${i?.things}`)
})
