import type { Plugin } from 'vite'

// Types of scripts/i18n.mjs for the tests that check the catalogues (tests/unit/i18n-catalogues.test.ts).
type Entry = string | [{ declarations?: string[]; selectors?: string[]; match: Record<string, string> }]
export declare const locales: string[]
/** Every area's entries per language: { area: { en: {...}, hi: {...} } }. */
export declare function readCatalogues(): Record<string, Record<string, Record<string, Entry>>>
/** The modules scripts/i18n.mjs writes into src/paraglide/m, by file name. */
export declare function compileAll(): Record<string, string>
/** The Vite plugin that imports each text from its own module. */
export declare function messageImports(): Plugin
/** The files of src/paraglide/m, as names relative to it. */
export declare function writtenFiles(): string[]
/** Writes the modules missing or out of date, removes the others; the names changed. */
export declare function generate(): string[]
/** The Vite plugin that writes the modules when Vite starts and when a catalogue changes. */
export declare function messages(): Plugin
