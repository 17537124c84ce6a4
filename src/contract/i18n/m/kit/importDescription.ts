import { message, type Message } from '../../locale'

export const importDescription: Message<{ things: string | number; limit: string | number }> = /* @__PURE__ */ message('kit', 'importDescription', (i: { things: string | number; limit: string | number }) => {
	return (`Add many ${i?.things} from a CSV file (UTF-8, at most ${i?.limit} rows): check every row first, then import the good ones.`)
})
