import { message, type Message } from '../../locale'

export const importFileTooLong: Message<{ limit: string | number }> = /* @__PURE__ */ message('kit', 'importFileTooLong', (i: { limit: string | number }) => {
	return (`The file has more than ${i?.limit} rows. Split it into smaller files.`)
})
