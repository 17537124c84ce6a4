/// <reference types="vite/client" />

declare const __APP_VERSION__: string

// Read at build time; an empty value means the API is on the same origin.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
interface ImportMetaEnv {
  readonly VITE_API_BASE?: string
}
