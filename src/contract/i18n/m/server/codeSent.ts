import { message, type Message } from '../../locale'

export const codeSent: Message<{ last: string | number }> = /* @__PURE__ */ message('server', 'codeSent', (i: { last: string | number }) => {
	return (`We sent a 6-digit code to your phone ending ${i?.last}.`)
})
