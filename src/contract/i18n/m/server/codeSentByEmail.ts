import { message, type Message } from '../../locale'

export const codeSentByEmail: Message<{ to: string | number }> = /* @__PURE__ */ message('server', 'codeSentByEmail', (i: { to: string | number }) => {
	return (`We sent a 6-digit code to ${i?.to}.`)
})
