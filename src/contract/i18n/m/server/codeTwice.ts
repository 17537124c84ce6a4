import { message, type Message } from '../../locale'

export const codeTwice: Message<{ line: string | number }> = /* @__PURE__ */ message('server', 'codeTwice', (i: { line: string | number }) => {
	return (`This code is also on line ${i?.line}.`)
})
