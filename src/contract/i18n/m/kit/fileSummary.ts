import { message, type Message } from '../../locale'

export const fileSummary: Message<{ name: string | number; rows: string | number; columns: string | number }> = /* @__PURE__ */ message('kit', 'fileSummary', (i: { name: string | number; rows: string | number; columns: string | number }) => {
	return (`${i?.name}: ${i?.rows} rows, ${i?.columns} columns.`)
})
