import { readFileSync } from 'node:fs'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Splash } from '../../src/ui/splash'

describe('the splash in index.html', () => {
  it('is the React splash, so the first paint and the app agree before any script runs', () => {
    const html = readFileSync('index.html', 'utf8')
    const root = /<div id="root">(.*)<\/div>\n/.exec(html)?.[1]
    expect(root).toBe(renderToStaticMarkup(<Splash />))
  })
})
