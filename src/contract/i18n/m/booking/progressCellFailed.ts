import { message, type Message } from '../../locale'
import * as registry from '../../registry'

export const progressCellFailed: Message<{ count: string | number; resolved: string | number; total: string | number; failed: string | number }> = /* @__PURE__ */ message('booking', 'progressCellFailed', (i: { count: string | number; resolved: string | number; total: string | number; failed: string | number }) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return (`${i?.resolved} / ${i?.total} stop (${i?.failed} failed)`);
	return (`${i?.resolved} / ${i?.total} stops (${i?.failed} failed)`)
	
})
