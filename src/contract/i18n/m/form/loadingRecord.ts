import { message, type Message } from '../../locale'

export const loadingRecord: Message<{ what: string | number }> = /* @__PURE__ */ message('form', 'loadingRecord', (i: { what: string | number }) => {
	return (`Loading the ${i?.what}`)
})
