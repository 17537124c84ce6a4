import { message, type Message } from '../../locale'
import * as registry from '../../registry'

export const fieldsNeedAttention: Message<{ count: string | number }> = /* @__PURE__ */ message('form', 'fieldsNeedAttention', (i: { count: string | number }) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return (`${i?.count} field needs attention.`);
	return (`${i?.count} fields need attention.`)
	
})
