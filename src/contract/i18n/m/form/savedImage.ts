import { message, type Message } from '../../locale'

export const savedImage: Message<{ number: string | number }> = /* @__PURE__ */ message('form', 'savedImage', (i: { number: string | number }) => {
	return (`Saved image ${i?.number}`)
})
