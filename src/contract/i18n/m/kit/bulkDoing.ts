import { message, type Message } from '../../locale'

export const bulkDoing: Message<{ doing: string | number; things: string | number }> = /* @__PURE__ */ message('kit', 'bulkDoing', (i: { doing: string | number; things: string | number }) => {
	return (`${i?.doing} ${i?.things}…`)
})
