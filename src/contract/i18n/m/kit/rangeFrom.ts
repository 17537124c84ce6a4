import { message, type Message } from '../../locale'

export const rangeFrom: Message<{ label: string | number }> = /* @__PURE__ */ message('kit', 'rangeFrom', (i: { label: string | number }) => {
	return (`${i?.label} from`)
})
