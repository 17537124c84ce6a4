import { message, type Message } from '../../locale'

export const importSkuTwice: Message<{ line: string | number }> = /* @__PURE__ */ message('catalogue', 'importSkuTwice', (i: { line: string | number }) => {
	return (`This SKU is also on line ${i?.line}.`)
})
