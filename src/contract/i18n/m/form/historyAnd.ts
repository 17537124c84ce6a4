import { message, type Message } from '../../locale'

export const historyAnd: Message<{ rest: string | number; last: string | number }> = /* @__PURE__ */ message('form', 'historyAnd', (i: { rest: string | number; last: string | number }) => {
	return (`${i?.rest} and ${i?.last}`)
})
