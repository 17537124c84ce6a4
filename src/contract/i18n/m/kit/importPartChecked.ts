import { message, type Message } from '../../locale'

export const importPartChecked: Message<{ part: string | number; things: string | number }> = /* @__PURE__ */ message('kit', 'importPartChecked', (i: { part: string | number; things: string | number }) => {
	return (`Part ${i?.part} checked: ${i?.things} ready to import.`)
})
