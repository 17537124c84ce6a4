import { message, type Message } from '../../locale'

export const nowValue: Message<{ value: string | number }> = /* @__PURE__ */ message('form', 'nowValue', (i: { value: string | number }) => {
	return (`now “${i?.value}”`)
})
