// The build step that paints /login and the signed-in shell from HTML (issue 19): after `vite build` has written dist/, it
// builds src/prerender.tsx for Node with Vite, renders it with React's own server renderer and writes dist/login.html (the
// sign-in screen, hydrated by src/main.tsx), the shell's frame into dist/index.html and dist/dashboard.html, and each again
// in Hindi (login-hi.html, index-hi.html, dashboard-hi.html). It runs in writeBundle, before vite-plugin-pwa precaches
// dist/ in closeBundle, so the service worker precaches the pages as they are served.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { transformSync } from 'esbuild'
import { build, type Plugin, type PluginOption, type ResolvedConfig } from 'vite'

type Chunk = { file: string; imports?: string[]; css?: string[] }
type Manifest = Record<string, Chunk>
type Drawn = {
  login: string
  shell: string
  dashboard: string
  description: { generic: string; withOrg: [string, string] }
  pageTexts: Record<string, string>
}
type Rendered = { en: Drawn; hi: Drawn }

const loginChunks = ['src/routes/_auth/route.tsx?tsr-split=component', 'src/routes/_auth/login.tsx?tsr-split=component']
const shellChunk = 'src/routes/_app/route.tsx?tsr-split=component'
/** The signed-in layout and the dashboard, the first screen after sign-in and where / leads, load with index.html. */
const signedInChunks = [shellChunk, 'src/routes/_app/dashboard.tsx?tsr-split=component']
const root = /<div id="root">.*<\/div>\n/

/** The files a chunk loads with it (its static imports, depth first), so /login can ask for them with the page. */
function chunkFiles(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk) throw new Error(`The Vite manifest has no chunk ${key}: update scripts/prerender.ts`)
  if (files.has(chunk.file)) return files
  files.add(chunk.file)
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, files)
  return files
}

/** Puts `markup` into #root and `head` before </head>; throws when the page no longer has the shape this step expects. */
function withRoot(html: string, markup: string, head: string, attributes = ''): string {
  if (!root.test(html)) throw new Error('dist/index.html has no <div id="root"> line: update scripts/prerender.ts')
  return html.replace('</head>', `${head}</head>`).replace(root, () => `<div id="root"${attributes}>${markup}</div>\n`)
}

/**
 * The template's comments are for whoever reads index.html, not for every first visit (React's own markers in #root are
 * added later and stay), and its inline script and style go out minified; the server hashes the built scripts for its CSP.
 */
function minifyInline(html: string): string {
  return html
    .replace(/\s*<!--[\s\S]*?-->/g, '')
    .replace(/(<(script|style)>)([\s\S]*?)(<\/\2>)/g, (_, open: string, tag: string, code: string, close: string) => {
      const minified = transformSync(code, { loader: tag === 'style' ? 'css' : 'js', minify: true, target: 'es2022', charset: 'utf8' }).code.trim()
      return `${open}${minified}${close}`
    })
}

const entryScript = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/
const modulePreload = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g

/**
 * A drawn page (/login, the signed-in frame, the dashboard's) paints before it asks for any script: the entry script
 * and the chunks it would preload are added by an inline script after the first paint (or after 500 ms in a tab opened
 * in the background, which paints nothing until shown). On a slow link the HTML and CSS then do not share it with
 * 115 KB of JavaScript (Lighthouse, slow 4G: /login's first paint 2.0 -> 0.8 s, the dashboard's 1.4-2.6 -> 0.8-0.9 s),
 * and what a person types meanwhile is kept (src/lib/hydration.ts). A file that fails shows the page for files that did
 * not load, as one in the HTML would (index.html's inline script, `__loadFailed`).
 */
function paintFirst(html: string): string {
  const entry = entryScript.exec(html)?.[1]
  if (!entry) throw new Error('The page has no <script type="module" crossorigin src="/assets/…">: update scripts/prerender.ts')
  const files = [...html.matchAll(modulePreload)].map((match) => match[1]!)
  const loader = `<script>(() => {
    var started, fail = (e) => window.__loadFailed && __loadFailed(e.target.src || e.target.href)
    var add = (tag, props) => document.head.append(Object.assign(document.createElement(tag), { crossOrigin: '', onerror: fail }, props))
    var start = () => {
      if (started) return
      started = 1;
      ${JSON.stringify(files)}.forEach((href) => add('link', { rel: 'modulepreload', href }))
      add('script', { type: 'module', src: ${JSON.stringify(entry)} })
    }
    requestAnimationFrame(() => setTimeout(start))
    setTimeout(start, 500)
  })()</script>`
  return html.replace(modulePreload, '').replace(entryScript, () => minifyInline(loader))
}

/** The pages of a device set to Hindi are the English ones' files with "-hi" (login-hi.html), served by its `lang` cookie. */
const named = (page: string, language: keyof Rendered) => (language === 'en' ? page : page.replace(/\.html$/, `-${language}.html`))

function writePages(outDir: string, rendered: Rendered): void {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest
  const template = minifyInline(readFileSync(join(outDir, 'index.html'), 'utf8'))
  const inTemplate = (file: string) => template.includes(`/${file}"`)
  // /login's own chunks load with the page instead of after the entry script has run: no waterfall before it can submit.
  const preloads = (keys: string[]) =>
    [...new Set(keys.flatMap((key) => [...chunkFiles(manifest, key)]))]
      .filter((file) => !inTemplate(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('')
  // One file for all of them (vite.config.ts, the 'hi-first' group).
  const hindiFirst = Object.entries(manifest).find(([key]) => key.startsWith('_hi-first-'))?.[1].file
  if (!hindiFirst) throw new Error("The Vite manifest has no 'hi-first' chunk of the first screens' Hindi: update scripts/prerender.ts")
  const hindiPreloads = [`<link rel="modulepreload" crossorigin href="/${hindiFirst}">`]
  if (!template.includes('<html lang="en-IN">')) throw new Error('index.html has no <html lang="en-IN">: update scripts/prerender.ts')
  // The frame is drawn by shell.css, which otherwise comes with the signed-in layout's chunk.
  const shellCss = (manifest[shellChunk]?.css ?? []).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('')
  if (!shellCss) throw new Error(`The Vite manifest has no CSS for ${shellChunk}: update scripts/prerender.ts`)
  // /dashboard's frame has the dashboard's header in it: its stylesheets come with the page, so the header is drawn where
  // the screen draws it (no shift).
  const dashboardCss = [...new Set(signedInChunks.flatMap((key) => [...chunkFiles(manifest, key)]))]
    .flatMap((file) => Object.values(manifest).find((chunk) => chunk.file === file)?.css ?? [])
    .filter((file, index, all) => all.indexOf(file) === index && !inTemplate(file) && !shellCss.includes(`/${file}"`))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .join('')

  for (const language of ['en', 'hi'] as const) {
    const pages = rendered[language]
    const html =
      language === 'en' ? template : inLanguage(template, rendered.en.pageTexts, pages.pageTexts).replace('<html lang="en-IN">', `<html lang="${language}">`)
    const texts = language === 'en' ? '' : hindiPreloads.join('')
    // The first paint waits until the whole drawn page is parsed (Chromium 124+; others ignore it): painted mid-parse, the
    // card stood where the bar above it goes and moved down 68 px when the rest came, in about 1 load of 10 on a slowed CPU
    // (CLS 0.065). The wait ends when the element is inserted, so it names the first one after #root: load-failed.
    if (!/<\/div>\s*<template id="load-failed"/.test(html))
      throw new Error('index.html has no <template id="load-failed"> after #root: update scripts/prerender.ts')
    const wholeForm = '<link rel="expect" href="#load-failed" blocking="render">'
    const login = withRoot(html, pages.login, preloads(loginChunks) + texts + wholeForm, ' data-prerendered="/login"')
    writeFileSync(join(outDir, named('login.html', language)), paintFirst(login))
    // A signed-in start asks for the shell's and the dashboard's chunks with the page, not after the entry script has run.
    writeFileSync(join(outDir, named('index.html', language)), paintFirst(withRoot(html, pages.shell, shellCss + preloads(signedInChunks) + texts)))
    // The description's text is put in by a script just after it, so the first paint of that line is its final text (with
    // the organisation's name, as src/features/dashboard/dashboard-screen.tsx writes it): the browser takes an element as
    // the largest paint when it first paints it, and a line painted generic and then changed would leave that to React.
    const { generic, withOrg } = pages.description
    const described = `<p class="muted">${escapeHtml(generic)}</p>`
    if (!pages.dashboard.includes(described)) throw new Error("The dashboard's frame has no description: update scripts/prerender.ts")
    const [before, after] = withOrg
    const withName = [before ? JSON.stringify(before) : '', 'o', after ? JSON.stringify(after) : ''].filter(Boolean).join('+')
    const fill = minifyInline(
      `<script>var o;try{o=localStorage.erp_org_name}catch(e){}document.currentScript.previousSibling.textContent=o?${withName}:${JSON.stringify(generic)}</script>`,
    )
    const frame = pages.dashboard.replace(described, () => `<p class="muted"></p>${fill}`)
    writeFileSync(
      join(outDir, named('dashboard.html', language)),
      paintFirst(withRoot(html, frame, shellCss + dashboardCss + preloads(signedInChunks) + texts)),
    )
  }
}

/**
 * index.html's own texts (the page for files that did not load, in its <template>, and the <noscript>) in another
 * language: each English text, as the catalogue has it, must be in the template, and none of the others may break out of
 * the markup or its attribute.
 */
function inLanguage(template: string, english: Record<string, string>, texts: Record<string, string>): string {
  let html = template
  for (const [key, text] of Object.entries(english)) {
    if (!html.includes(text)) throw new Error(`index.html has no "${text}" (${key} in messages/en/shell.json or kit.json): keep the two the same`)
    if (/["<>&]/.test(texts[key]!)) throw new Error(`The ${key} text may not have ", <, > or & in it: it goes into index.html's markup as it is`)
    html = html.split(text).join(texts[key]!)
  }
  return html
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Renders src/prerender.tsx after the client build; `plugins` are the ones it needs to compile (React, the router). */
export function prerender(plugins: () => PluginOption[]): Plugin {
  let config: ResolvedConfig
  return {
    name: 'back-office:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    async writeBundle() {
      if (config.build.ssr) return
      const outDir = resolve(config.root, 'node_modules/.cache/prerender')
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        define: config.define,
        plugins: plugins(),
        build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, minify: false, copyPublicDir: false },
      })
      const entry = pathToFileURL(join(outDir, 'prerender.js')).href
      const module = (await import(`${entry}?t=${Date.now()}`)) as { prerender: () => Promise<Rendered> }
      writePages(resolve(config.root, config.build.outDir), await module.prerender())
      rmSync(outDir, { recursive: true, force: true })
    },
  }
}
