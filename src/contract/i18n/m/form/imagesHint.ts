import { message, type Message } from '../../locale'

export const imagesHint: Message<{ count: string | number; size: string | number }> = /* @__PURE__ */ message('form', 'imagesHint', (i: { count: string | number; size: string | number }) => {
	return (`Up to ${i?.count} JPEG, PNG or WebP images, ${i?.size} each. The first image is the cover.`)
})
