// Stands in for @tanstack/devtools-event-client in the built app (vite.config.ts, resolve.alias). TanStack Form reports
// every form's state to the TanStack devtools through it, and in a production build it would still keep trying to
// connect to devtools nobody runs; the app has no devtools, so its forms report to nothing, and /login's first
// download is 1.3 KB lighter (issue 19). Only what @tanstack/form-core calls: `on` (returns the cleanup) and `emit`.
export class EventClient {
  constructor(_options: { pluginId: string; reconnectEveryMs?: number }) {}
  on(_event: string, _listener: (event: unknown) => void): () => void {
    return () => undefined
  }
  emit(_event: string, _payload: unknown): void {}
}
