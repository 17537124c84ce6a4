import { message, type Message } from '../../locale'

export const deviceSignOutOf: Message<{ device: string | number }> = /* @__PURE__ */ message('kit', 'deviceSignOutOf', (i: { device: string | number }) => {
	return (`Sign out ${i?.device}`)
})
