import { message, type Message } from '../../locale'

export const importTooLarge: Message<{ rows: string | number }> = /* @__PURE__ */ message('kit', 'importTooLarge', (i: { rows: string | number }) => {
	return (`The request is too large (at most ${i?.rows} rows or 4 MB).`)
})
