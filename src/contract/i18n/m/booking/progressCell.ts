import { message, type Message } from '../../locale'
import * as registry from '../../registry'

export const progressCell: Message<{ count: string | number; resolved: string | number; total: string | number }> = /* @__PURE__ */ message('booking', 'progressCell', (i: { count: string | number; resolved: string | number; total: string | number }) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return (`${i?.resolved} / ${i?.total} stop`);
	return (`${i?.resolved} / ${i?.total} stops`)
	
})
