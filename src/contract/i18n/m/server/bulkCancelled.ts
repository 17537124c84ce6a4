import { message, type Message } from '../../locale'
import * as registry from '../../registry'

export const bulkCancelled: Message<{ count: string | number; things: string | number }> = /* @__PURE__ */ message('server', 'bulkCancelled', (i: { count: string | number; things: string | number }) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return (`${i?.things} cancelled`);
	return (`${i?.things} cancelled`)
	
})
