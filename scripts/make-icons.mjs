// Renders the app icons (PNG) from public/favicon.svg with Debian's Chromium. Run once after changing the logo.
import { readFileSync } from 'node:fs'
import { chromium } from 'playwright-core'

const svg = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8')
const icons = [
  { file: 'icon-192.png', size: 192, inset: 0, bg: 'transparent' },
  { file: 'icon-512.png', size: 512, inset: 0, bg: 'transparent' },
  { file: 'icon-maskable-512.png', size: 512, inset: 0.1, bg: '#4f46e5' },
  { file: 'apple-touch-icon.png', size: 180, inset: 0.08, bg: '#4f46e5' },
]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage()
for (const icon of icons) {
  const pad = Math.round(icon.size * icon.inset)
  await page.setViewportSize({ width: icon.size, height: icon.size })
  await page.setContent(`<body style="margin:0;background:${icon.bg};width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center">
    <div style="width:${icon.size - pad * 2}px;height:${icon.size - pad * 2}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body>`)
  await page.screenshot({ path: `public/icons/${icon.file}`, omitBackground: icon.bg === 'transparent' })
}
await browser.close()
console.log(`wrote ${icons.length} icons to public/icons`)
