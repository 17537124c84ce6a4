import { message, type Message } from '../../locale'

export const accountOf: Message<{ name: string | number }> = /* @__PURE__ */ message('shell', 'accountOf', (i: { name: string | number }) => {
	return (`Account of ${i?.name}`)
})
