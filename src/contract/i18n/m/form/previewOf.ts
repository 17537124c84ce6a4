import { message, type Message } from '../../locale'

export const previewOf: Message<{ name: string | number }> = /* @__PURE__ */ message('form', 'previewOf', (i: { name: string | number }) => {
	return (`Preview of ${i?.name}`)
})
