import { message, type Message } from '../../locale'

export const bulkAsk: Message<{ action: string | number; things: string | number }> = /* @__PURE__ */ message('kit', 'bulkAsk', (i: { action: string | number; things: string | number }) => {
	return (`${i?.action} ${i?.things}?`)
})
