import * as v from 'valibot'

/**
 * A path of this app to return to after sign-in, or undefined. Only same-origin paths that start
 * with a single '/' pass: '//host' and '/\host' (which browsers read as another host),
 * 'https:…', 'javascript:…', control characters and anything resolving to another origin do not.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\/(?![/\\])/.test(value)) return undefined
  // Browsers drop tabs and newlines inside URLs, so '/\t/evil.example' would become '//evil.example'.
  if ([...value].some((char) => char <= '\u001f' || char === '\u007f' || char === '\\')) return undefined
  const base = 'https://app.invalid'
  try {
    return new URL(value, base).origin === base ? value : undefined
  } catch {
    return undefined
  }
}

/**
 * `?redirect=/path` kept across sign-in. An unsafe or malformed value is dropped, not refused:
 * the sign-in form shows as if there were none (a refusal would show the error page instead).
 */
export const redirectSearch = v.object({
  redirect: v.optional(v.pipe(v.unknown(), v.transform(safeRedirect))),
})
