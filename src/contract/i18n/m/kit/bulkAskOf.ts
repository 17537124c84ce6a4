import { message, type Message } from '../../locale'

export const bulkAskOf: Message<{ action: string | number; things: string | number }> = /* @__PURE__ */ message('kit', 'bulkAskOf', (i: { action: string | number; things: string | number }) => {
	return (`${i?.action} of ${i?.things}?`)
})
