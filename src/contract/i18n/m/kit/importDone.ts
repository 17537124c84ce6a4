import { message, type Message } from '../../locale'

export const importDone: Message<{ things: string | number }> = /* @__PURE__ */ message('kit', 'importDone', (i: { things: string | number }) => {
	return (`${i?.things} imported.`)
})
