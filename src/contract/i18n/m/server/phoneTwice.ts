import { message, type Message } from '../../locale'

export const phoneTwice: Message<{ line: string | number }> = /* @__PURE__ */ message('server', 'phoneTwice', (i: { line: string | number }) => {
	return (`This phone number is also on line ${i?.line}.`)
})
