import { message, type Message } from '../../locale'

export const historyActor: Message<{ name: string | number; role: string | number }> = /* @__PURE__ */ message('form', 'historyActor', (i: { name: string | number; role: string | number }) => {
	return (`${i?.name} (${i?.role})`)
})
