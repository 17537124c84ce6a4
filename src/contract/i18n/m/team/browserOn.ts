import { message, type Message } from '../../locale'

export const browserOn: Message<{ browser: string | number; os: string | number }> = /* @__PURE__ */ message('team', 'browserOn', (i: { browser: string | number; os: string | number }) => {
	return (`${i?.browser} on ${i?.os}`)
})
