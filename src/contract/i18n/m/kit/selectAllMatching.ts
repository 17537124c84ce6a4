import { message, type Message } from '../../locale'

export const selectAllMatching: Message<{ shown: string | number }> = /* @__PURE__ */ message('kit', 'selectAllMatching', (i: { shown: string | number }) => {
	return (`Select all ${i?.shown} matching`)
})
