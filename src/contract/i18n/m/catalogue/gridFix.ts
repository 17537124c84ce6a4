import { message, type Message } from '../../locale'
import * as registry from '../../registry'

export const gridFix: Message<{ count: string | number; shown: string | number }> = /* @__PURE__ */ message('catalogue', 'gridFix', (i: { count: string | number; shown: string | number }) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return (`Fix ${i?.shown} cell marked in red to save.`);
	return (`Fix ${i?.shown} cells marked in red to save.`)
	
})
