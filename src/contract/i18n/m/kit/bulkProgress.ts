import { message, type Message } from '../../locale'

export const bulkProgress: Message<{ action: string | number; things: string | number }> = /* @__PURE__ */ message('kit', 'bulkProgress', (i: { action: string | number; things: string | number }) => {
	return (`${i?.action} ${i?.things}`)
})
