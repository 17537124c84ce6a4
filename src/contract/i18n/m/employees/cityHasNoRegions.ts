import { message, type Message } from '../../locale'

export const cityHasNoRegions: Message<{ city: string | number }> = /* @__PURE__ */ message('employees', 'cityHasNoRegions', (i: { city: string | number }) => {
	return (`${i?.city} has no regions yet.`)
})
