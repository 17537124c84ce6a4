import { message, type Message } from '../../locale'

export const historyChange: Message<{ label: string | number; before: string | number; after: string | number }> = /* @__PURE__ */ message('form', 'historyChange', (i: { label: string | number; before: string | number; after: string | number }) => {
	return (`${i?.label} from ${i?.before} to ${i?.after}`)
})
