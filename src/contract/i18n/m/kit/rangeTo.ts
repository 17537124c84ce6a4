import { message, type Message } from '../../locale'

export const rangeTo: Message<{ label: string | number }> = /* @__PURE__ */ message('kit', 'rangeTo', (i: { label: string | number }) => {
	return (`${i?.label} to`)
})
