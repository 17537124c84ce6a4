import { message, type Message } from '../../locale'

export const templateTooManyImages: Message<{ count: string | number }> = /* @__PURE__ */ message('server', 'templateTooManyImages', (i: { count: string | number }) => {
	return (`A product template can have at most ${i?.count} images`)
})
