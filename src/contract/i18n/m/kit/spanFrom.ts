import { message, type Message } from '../../locale'

export const spanFrom: Message<{ value: string | number }> = /* @__PURE__ */ message('kit', 'spanFrom', (i: { value: string | number }) => {
	return (`from ${i?.value}`)
})
