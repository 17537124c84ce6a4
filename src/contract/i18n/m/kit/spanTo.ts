import { message, type Message } from '../../locale'

export const spanTo: Message<{ value: string | number }> = /* @__PURE__ */ message('kit', 'spanTo', (i: { value: string | number }) => {
	return (`to ${i?.value}`)
})
