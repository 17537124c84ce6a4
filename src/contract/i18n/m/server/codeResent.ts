import { message, type Message } from '../../locale'

export const codeResent: Message<{ last: string | number }> = /* @__PURE__ */ message('server', 'codeResent', (i: { last: string | number }) => {
	return (`We sent a new code to your phone ending ${i?.last}.`)
})
