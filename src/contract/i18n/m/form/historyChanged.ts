import { message, type Message } from '../../locale'

export const historyChanged: Message<{ actor: string | number; changes: string | number }> = /* @__PURE__ */ message('form', 'historyChanged', (i: { actor: string | number; changes: string | number }) => {
	return (`${i?.actor} changed ${i?.changes}`)
})
