import { message, type Message } from '../../locale'

export const tripAbout: Message<{ km: string | number; minutes: string | number }> = /* @__PURE__ */ message('booking', 'tripAbout', (i: { km: string | number; minutes: string | number }) => {
	return (`about ${i?.km} km, ${i?.minutes} min`)
})
