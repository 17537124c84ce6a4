import { message, type Message } from '../../locale'
import * as registry from '../../registry'

export const importRefused: Message<{ count: string | number; shown: string | number }> = /* @__PURE__ */ message('kit', 'importRefused', (i: { count: string | number; shown: string | number }) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return (`${i?.shown} row has errors: nothing was imported.`);
	return (`${i?.shown} rows have errors: nothing was imported.`)
	
})
