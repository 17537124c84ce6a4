import { message, type Message } from '../../locale'

export const importTaken: Message<{ taken: string | number }> = /* @__PURE__ */ message('kit', 'importTaken', (i: { taken: string | number }) => {
	return (`${i?.taken} Nothing was imported; run the check again.`)
})
