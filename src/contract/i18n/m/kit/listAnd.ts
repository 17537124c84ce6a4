import { message, type Message } from '../../locale'

export const listAnd: Message<{ first: string | number; second: string | number }> = /* @__PURE__ */ message('kit', 'listAnd', (i: { first: string | number; second: string | number }) => {
	return (`${i?.first} and ${i?.second}`)
})
