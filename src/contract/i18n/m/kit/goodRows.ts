import { message, type Message } from '../../locale'
import * as registry from '../../registry'

export const goodRows: Message<{ count: string | number; shown: string | number; bad: string | number }> = /* @__PURE__ */ message('kit', 'goodRows', (i: { count: string | number; shown: string | number; bad: string | number }) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return (`${i?.shown} good row, ${i?.bad} with errors.`);
	return (`${i?.shown} good rows, ${i?.bad} with errors.`)
	
})
