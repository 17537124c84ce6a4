import { message, type Message } from '../../locale'

export const couldNotLoad: Message<{ what: string | number }> = /* @__PURE__ */ message('kit', 'couldNotLoad', (i: { what: string | number }) => {
	return (`Could not load ${i?.what}`)
})
