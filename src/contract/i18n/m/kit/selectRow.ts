import { message, type Message } from '../../locale'

export const selectRow: Message<{ name: string | number }> = /* @__PURE__ */ message('kit', 'selectRow', (i: { name: string | number }) => {
	return (`Select ${i?.name}`)
})
