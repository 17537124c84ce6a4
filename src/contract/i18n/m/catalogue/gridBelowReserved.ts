import { message, type Message } from '../../locale'

export const gridBelowReserved: Message<{ reserved: string | number; place: string | number }> = /* @__PURE__ */ message('catalogue', 'gridBelowReserved', (i: { reserved: string | number; place: string | number }) => {
	return (`Stock cannot be less than the ${i?.reserved} reserved in ${i?.place}`)
})
