import { message, type Message } from '../../locale'

export const keepMineFor: Message<{ sku: string | number }> = /* @__PURE__ */ message('catalogue', 'keepMineFor', (i: { sku: string | number }) => {
	return (`Keep mine for ${i?.sku}`)
})
