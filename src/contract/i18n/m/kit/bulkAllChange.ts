import { message, type Message } from '../../locale'

export const bulkAllChange: Message<{ things: string | number }> = /* @__PURE__ */ message('kit', 'bulkAllChange', (i: { things: string | number }) => {
	return (`All ${i?.things} will change at once.`)
})
