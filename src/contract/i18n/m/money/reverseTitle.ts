import { message, type Message } from '../../locale'

export const reverseTitle: Message<{ reference: string | number }> = /* @__PURE__ */ message('money', 'reverseTitle', (i: { reference: string | number }) => {
	return (`Reverse ${i?.reference}`)
})
