import { message, type Message } from '../../locale'
import * as registry from '../../registry'

export const importReadyErrors: Message<{ count: string | number; shown: string | number; things: string | number }> = /* @__PURE__ */ message('kit', 'importReadyErrors', (i: { count: string | number; shown: string | number; things: string | number }) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return (`${i?.things} ready to import; ${i?.shown} error.`);
	return (`${i?.things} ready to import; ${i?.shown} errors.`)
	
})
