import { message, type Message } from '../../locale'

export const oneImageHint: Message<{ size: string | number }> = /* @__PURE__ */ message('form', 'oneImageHint', (i: { size: string | number }) => {
	return (`One JPEG, PNG or WebP image of at most ${i?.size}.`)
})
