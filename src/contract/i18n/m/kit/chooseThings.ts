import { message, type Message } from '../../locale'

export const chooseThings: Message<{ things: string | number }> = /* @__PURE__ */ message('kit', 'chooseThings', (i: { things: string | number }) => {
	return (`Choose ${i?.things}`)
})
