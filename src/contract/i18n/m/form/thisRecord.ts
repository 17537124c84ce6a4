import { message, type Message } from '../../locale'

export const thisRecord: Message<{ what: string | number }> = /* @__PURE__ */ message('form', 'thisRecord', (i: { what: string | number }) => {
	return (`this ${i?.what}`)
})
