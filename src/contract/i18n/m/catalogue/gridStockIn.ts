import { message, type Message } from '../../locale'

export const gridStockIn: Message<{ place: string | number }> = /* @__PURE__ */ message('catalogue', 'gridStockIn', (i: { place: string | number }) => {
	return (`Stock ${i?.place}`)
})
