import { message, type Message } from '../../locale'

export const atTime: Message<{ time: string | number }> = /* @__PURE__ */ message('kit', 'atTime', (i: { time: string | number }) => {
	return (`at ${i?.time}`)
})
