import { message, type Message } from '../../locale'
import * as registry from '../../registry'

export const rowCount: Message<{ count: string | number; shown: string | number }> = /* @__PURE__ */ message('kit', 'rowCount', (i: { count: string | number; shown: string | number }) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return (`${i?.shown} row`);
	return (`${i?.shown} rows`)
	
})
