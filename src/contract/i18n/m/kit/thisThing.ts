import { message, type Message } from '../../locale'

export const thisThing: Message<{ noun: string | number }> = /* @__PURE__ */ message('kit', 'thisThing', (i: { noun: string | number }) => {
	return (`this ${i?.noun}`)
})
