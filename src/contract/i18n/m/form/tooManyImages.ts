import { message, type Message } from '../../locale'

export const tooManyImages: Message<{ count: string | number }> = /* @__PURE__ */ message('form', 'tooManyImages', (i: { count: string | number }) => {
	return (`You can upload at most ${i?.count} images`)
})
