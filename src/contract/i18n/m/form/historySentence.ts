import { message, type Message } from '../../locale'

export const historySentence: Message<{ text: string | number; when: string | number }> = /* @__PURE__ */ message('form', 'historySentence', (i: { text: string | number; when: string | number }) => {
	return (`${i?.text} · ${i?.when}`)
})
