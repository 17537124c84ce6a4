import { message, type Message } from '../../locale'

export const takeTheirsFor: Message<{ sku: string | number }> = /* @__PURE__ */ message('catalogue', 'takeTheirsFor', (i: { sku: string | number }) => {
	return (`Take theirs for ${i?.sku}`)
})
