import { message, type Message } from '../../locale'

export const variantsCount: Message<{ count: string | number }> = /* @__PURE__ */ message('catalogue', 'variantsCount', (i: { count: string | number }) => {
	return (`Variants (${i?.count})`)
})
