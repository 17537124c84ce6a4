import { message, type Message } from '../../locale'

export const pleaseChoose: Message<{ label: string | number }> = /* @__PURE__ */ message('form', 'pleaseChoose', (i: { label: string | number }) => {
	return (`Please choose the ${i?.label}`)
})
