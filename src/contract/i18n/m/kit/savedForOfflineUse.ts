import { message, type Message } from '../../locale'

export const savedForOfflineUse: Message<{ what: string | number }> = /* @__PURE__ */ message('kit', 'savedForOfflineUse', (i: { what: string | number }) => {
	return (`Saved ${i?.what} for offline use`)
})
