import { message, type Message } from '../../locale'

export const selectAllOnPage: Message<{ shown: string | number }> = /* @__PURE__ */ message('kit', 'selectAllOnPage', (i: { shown: string | number }) => {
	return (`Select all ${i?.shown} on this page`)
})
