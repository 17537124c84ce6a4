import { message, type Message } from '../../locale'

export const deviceBrowserOn: Message<{ browser: string | number; os: string | number }> = /* @__PURE__ */ message('kit', 'deviceBrowserOn', (i: { browser: string | number; os: string | number }) => {
	return (`${i?.browser} on ${i?.os}`)
})
