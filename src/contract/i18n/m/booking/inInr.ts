import { message, type Message } from '../../locale'

export const inInr: Message<{ label: string | number }> = /* @__PURE__ */ message('booking', 'inInr', (i: { label: string | number }) => {
	return (`${i?.label} (INR)`)
})
