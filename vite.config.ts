import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { messageImports, messages } from './scripts/i18n.mjs'
import { prerender } from './scripts/prerender'

// manifest.webmanifest at the top level is the single source; the plugin emits it with hashed icons
const manifest = JSON.parse(readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'))
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`

export default defineConfig({
  // The persisted query cache is dropped when this changes: bump the package version when cached shapes change.
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  plugins: [
    // The message modules (src/paraglide/m), written from the catalogues when Vite starts and when one changes.
    messages(),
    // Each text of the catalogues in the chunk of the code that shows it (src/ui/README.md, texts in English and Hindi).
    messageImports(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // An area's loader travels with its screen, so the area's API module and contract schemas stay out of the first
      // download (/login pays for every route's loader otherwise). The dashboard, the first screen after sign-in, keeps
      // its loader in the main bundle so its figures start loading with the route.
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) => (routeId.startsWith('/_app/') && routeId !== '/_app/dashboard' ? [['loader', 'component']] : undefined),
      },
    }),
    react(),
    // /login and the signed-in shell's frame as HTML, written before the service worker's precache list is made.
    prerender(() => [tanstackRouter({ target: 'react', autoCodeSplitting: false }), react()]),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      // Fonts are cached when first used instead (sw/sw.ts). So is the regions map's engine (MapLibre: its chunk, its
      // stylesheet and its worker, about 1.6 MB, 290 KB gzip): only a surveyor on the regions screen needs it, cached when
      // that screen loads it or with the map's "Save for offline" (sw/sw.ts, src/features/employees/map-offline.ts).
      // The manifest's icons are among the globbed PNGs already: listed twice they were downloaded twice on install.
      includeManifestIcons: false,
      injectManifest: { globPatterns: ['**/*.{js,css,html,png,svg}'], globIgnores: ['**/assets/region-map-*', '**/assets/maplibre-gl-worker-*'] },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // Vite's polyfill of <link rel="modulepreload"> (0.3 KB in /login's first chunk) serves only browsers older than
    // Safari 17 and Firefox 115: they fetch the chunks as the imports ask for them instead, a little later.
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json tells tests/size which chunks /login loads; the precache globs above skip .json files.
    manifest: true,
    rolldownOptions: {
      output: {
        // The libraries every screen starts with travel as one file: left to automatic
        // splitting they came as a dozen 1-3 KB chunks, each a modulepreload the browser
        // must queue before the first screen. The few app modules /login shares with every
        // other screen (button, icons, toasts, theme toggle, language switch, draft hook) go with them: split
        // out automatically they came as chunks of under 1 KB, each with its own overhead. The offline and view-only notices
        // (write-notices) are the submit row's, which /login's form shares.
        // The toast library is not among them: it loads with the first toast (src/lib/toasts.ts).
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query|query-persist-client-core|react-query-persist-client|query-async-storage-persister)|idb-keyval|valibot)[\\/]|src[\\/]ui[\\/](button|icons|theme-toggle|language-switch|write-notices|form[\\/]use-form-draft)\.tsx?$|src[\\/]lib[\\/]toasts\.ts$|src[\\/]contract[\\/]i18n[\\/]locale\.ts$/,
            },
            // A Hindi page's first texts (the shell's, the sign-in screens' and the kits', src/contract/i18n/load.ts), one
            // file asked for with the page (scripts/prerender.ts) rather than three.
            { name: 'hi-first', test: /src[\\/]paraglide[\\/]m[\\/](shell|auth|kit)\.hi\.ts$/ },
          ],
        },
      },
    },
  },
  // Module workers (src/ui/import/read-csv.ts): the message modules they import use top-level await (src/contract/i18n/locale.ts).
  worker: { format: 'es' },
  // TanStack Form's devtools channel, which nothing here listens to, is left out of the build (src/lib/form-devtools-off.ts).
  resolve: { alias: { '@tanstack/devtools-event-client': fileURLToPath(new URL('./src/lib/form-devtools-off.ts', import.meta.url)) } },
  server: { proxy: { '/api': apiTarget, '/ads-service': apiTarget } },
  preview: { proxy: { '/api': apiTarget } },
})
