import { message, type Message } from '../../locale'

export const campaignDaily: Message<{ from: string | number; to: string | number }> = /* @__PURE__ */ message('ads', 'campaignDaily', (i: { from: string | number; to: string | number }) => {
	return (`${i?.from} – ${i?.to}: daily impressions, clicks and spend.`)
})
