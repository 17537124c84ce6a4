import { message, type Message } from '../../locale'
import * as registry from '../../registry'

export const stopsResolved: Message<{ count: string | number; resolved: string | number; total: string | number; done: string | number; failed: string | number }> = /* @__PURE__ */ message('booking', 'stopsResolved', (i: { count: string | number; resolved: string | number; total: string | number; done: string | number; failed: string | number }) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return (`${i?.resolved} of ${i?.total} stop resolved (${i?.done} done, ${i?.failed} failed)`);
	return (`${i?.resolved} of ${i?.total} stops resolved (${i?.done} done, ${i?.failed} failed)`)
	
})
