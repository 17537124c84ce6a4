import { message, type Message } from '../../locale'

export const gridMore: Message<{ count: string | number }> = /* @__PURE__ */ message('catalogue', 'gridMore', (i: { count: string | number }) => {
	return (`Only the first ${i?.count} matching variants are shown. Narrow the filter to see the rest.`)
})
