import { message, type Message } from '../../locale'

export const importSkuLocationTwice: Message<{ line: string | number }> = /* @__PURE__ */ message('catalogue', 'importSkuLocationTwice', (i: { line: string | number }) => {
	return (`This SKU and location are also on line ${i?.line}.`)
})
