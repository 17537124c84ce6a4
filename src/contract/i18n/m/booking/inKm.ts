import { message, type Message } from '../../locale'

export const inKm: Message<{ label: string | number }> = /* @__PURE__ */ message('booking', 'inKm', (i: { label: string | number }) => {
	return (`${i?.label} (km)`)
})
