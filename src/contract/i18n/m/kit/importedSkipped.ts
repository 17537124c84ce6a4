import { message, type Message } from '../../locale'

export const importedSkipped: Message<{ things: string | number; skipped: string | number }> = /* @__PURE__ */ message('kit', 'importedSkipped', (i: { things: string | number; skipped: string | number }) => {
	return (`${i?.things} imported, ${i?.skipped} skipped.`)
})
