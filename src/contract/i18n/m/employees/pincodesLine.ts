import { message, type Message } from '../../locale'
import * as registry from '../../registry'

export const pincodesLine: Message<{ count: string | number; shown: string | number; pincodes: string | number }> = /* @__PURE__ */ message('employees', 'pincodesLine', (i: { count: string | number; shown: string | number; pincodes: string | number }) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return (`Pincodes ${i?.pincodes} · ${i?.shown} employee`);
	return (`Pincodes ${i?.pincodes} · ${i?.shown} employees`)
	
})
