import { message, type Message } from '../../locale'

export const codeSentTo: Message<{ to: string | number }> = /* @__PURE__ */ message('auth', 'codeSentTo', (i: { to: string | number }) => {
	return (`Sent to ${i?.to}.`)
})
