import { message, type Message } from '../../locale'

export const screensCount: Message<{ count: string | number }> = /* @__PURE__ */ message('roles', 'screensCount', (i: { count: string | number }) => {
	return (`${i?.count} screens`)
})
