import { message, type Message } from '../../locale'

export const historySignedIn: Message<{ actor: string | number; record: string | number }> = /* @__PURE__ */ message('form', 'historySignedIn', (i: { actor: string | number; record: string | number }) => {
	return (`${i?.actor} signed in as ${i?.record}`)
})
