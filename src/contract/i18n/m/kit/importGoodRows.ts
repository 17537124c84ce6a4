import { message, type Message } from '../../locale'

export const importGoodRows: Message<{ shown: string | number }> = /* @__PURE__ */ message('kit', 'importGoodRows', (i: { shown: string | number }) => {
	return (`Import ${i?.shown} good rows`)
})
