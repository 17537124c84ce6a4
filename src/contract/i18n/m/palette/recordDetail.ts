import { message, type Message } from '../../locale'

export const recordDetail: Message<{ type: string | number; detail: string | number }> = /* @__PURE__ */ message('palette', 'recordDetail', (i: { type: string | number; detail: string | number }) => {
	return (`${i?.type} · ${i?.detail}`)
})
