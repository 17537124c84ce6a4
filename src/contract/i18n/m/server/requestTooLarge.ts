import { message, type Message } from '../../locale'

export const requestTooLarge: Message<{ rows: string | number }> = /* @__PURE__ */ message('server', 'requestTooLarge', (i: { rows: string | number }) => {
	return (`The request is too large (at most ${i?.rows} rows).`)
})
