import { message, type Message } from '../../locale'

export const cityRegions: Message<{ city: string | number }> = /* @__PURE__ */ message('employees', 'cityRegions', (i: { city: string | number }) => {
	return (`${i?.city} regions`)
})
