import { message, type Message } from '../../locale'

export const inviteLinkHelp: Message<{ link: string | number }> = /* @__PURE__ */ message('mail', 'inviteLinkHelp', (i: { link: string | number }) => {
	return (`Or open this link in your browser: ${i?.link}`)
})
