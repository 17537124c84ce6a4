import { message, type Message } from '../../locale'
import * as registry from '../../registry'

export const gridConflicts: Message<{ count: string | number; shown: string | number }> = /* @__PURE__ */ message('server', 'gridConflicts', (i: { count: string | number; shown: string | number }) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return (`${i?.shown} was changed by someone else`);
	return (`${i?.shown} were changed by someone else`)
	
})
