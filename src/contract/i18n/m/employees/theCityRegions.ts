import { message, type Message } from '../../locale'

export const theCityRegions: Message<{ city: string | number }> = /* @__PURE__ */ message('employees', 'theCityRegions', (i: { city: string | number }) => {
	return (`the ${i?.city} regions`)
})
