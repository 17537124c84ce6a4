import { message, type Message } from '../../locale'

export const importReady: Message<{ things: string | number }> = /* @__PURE__ */ message('kit', 'importReady', (i: { things: string | number }) => {
	return (`${i?.things} ready to import.`)
})
