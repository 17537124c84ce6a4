import { message, type Message } from '../../locale'

export const historySignInFailed: Message<{ actor: string | number; record: string | number }> = /* @__PURE__ */ message('form', 'historySignInFailed', (i: { actor: string | number; record: string | number }) => {
	return (`${i?.actor}: a failed sign-in for ${i?.record}`)
})
