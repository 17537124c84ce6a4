import { message, type Message } from '../../locale'

export const inviteHeading: Message<{ organisation: string | number }> = /* @__PURE__ */ message('auth', 'inviteHeading', (i: { organisation: string | number }) => {
	return (`Join ${i?.organisation}`)
})
