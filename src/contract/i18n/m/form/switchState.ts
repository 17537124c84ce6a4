import { message, type Message } from '../../locale'

export const switchState: Message<{ label: string | number; state: string | number }> = /* @__PURE__ */ message('form', 'switchState', (i: { label: string | number; state: string | number }) => {
	return (`${i?.label}: ${i?.state}`)
})
