/**
 * A text read when it is shown: a catalogue message (`m.status`, or `() => m.byStatus()`) declared when a module loads
 * still follows the person's language (src/ui/README.md#i18n); a plain string is shown as it is.
 */
export type Text = string | (() => string)
export const textOf = (text: Text): string => (typeof text === 'function' ? text() : text)
