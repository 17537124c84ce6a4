import { message, type Message } from '../../locale'

export const newRowsShow: Message<{ shown: string | number; noun: string | number }> = /* @__PURE__ */ message('kit', 'newRowsShow', (i: { shown: string | number; noun: string | number }) => {
	return (`${i?.shown} new ${i?.noun}, show`)
})
