import { message, type Message } from '../../locale'

export const tileOpen: Message<{ priority: string | number }> = /* @__PURE__ */ message('complaints', 'tileOpen', (i: { priority: string | number }) => {
	return (`Open complaints: ${i?.priority}`)
})
