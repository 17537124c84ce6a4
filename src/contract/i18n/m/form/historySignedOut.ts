import { message, type Message } from '../../locale'

export const historySignedOut: Message<{ actor: string | number; record: string | number }> = /* @__PURE__ */ message('form', 'historySignedOut', (i: { actor: string | number; record: string | number }) => {
	return (`${i?.actor} signed out ${i?.record}`)
})
