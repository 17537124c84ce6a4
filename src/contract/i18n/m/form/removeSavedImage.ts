import { message, type Message } from '../../locale'

export const removeSavedImage: Message<{ number: string | number }> = /* @__PURE__ */ message('form', 'removeSavedImage', (i: { number: string | number }) => {
	return (`Remove saved image ${i?.number}`)
})
