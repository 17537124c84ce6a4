import { message, type Message } from '../../locale'

export const bulkFailed: Message<{ action: string | number; things: string | number }> = /* @__PURE__ */ message('kit', 'bulkFailed', (i: { action: string | number; things: string | number }) => {
	return (`Could not ${i?.action} the ${i?.things}.`)
})
