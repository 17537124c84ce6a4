import { message, type Message } from '../../locale'

export const gridValues: Message<{ price: string | number; hyd: string | number; delhi: string | number }> = /* @__PURE__ */ message('catalogue', 'gridValues', (i: { price: string | number; hyd: string | number; delhi: string | number }) => {
	return (`price ${i?.price}, stock Hyderabad ${i?.hyd}, Delhi ${i?.delhi}`)
})
