import { message, type Message } from '../../locale'

export const routeCell: Message<{ from: string | number; to: string | number }> = /* @__PURE__ */ message('booking', 'routeCell', (i: { from: string | number; to: string | number }) => {
	return (`${i?.from} → ${i?.to}`)
})
