import { message, type Message } from '../../locale'

export const storageRefused: Message<{ what: string | number }> = /* @__PURE__ */ message('kit', 'storageRefused', (i: { what: string | number }) => {
	return (`Could not save ${i?.what} for offline use: this device's storage refused it.`)
})
