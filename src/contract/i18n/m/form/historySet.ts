import { message, type Message } from '../../locale'

export const historySet: Message<{ label: string | number; value: string | number }> = /* @__PURE__ */ message('form', 'historySet', (i: { label: string | number; value: string | number }) => {
	return (`${i?.label} ${i?.value}`)
})
