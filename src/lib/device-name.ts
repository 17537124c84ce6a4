import { UAParser } from 'ua-parser-js'
import * as m from '../paraglide/m/kit'

/** "Chrome on Android", "Safari on iOS": a session's browser and system from its User-Agent (ua-parser-js). */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return m.deviceUnknown()
  const { browser, os, device } = UAParser(userAgent)
  const system = [device.vendor && device.model ? `${device.vendor} ${device.model}` : '', os.name ?? ''].filter(Boolean).join(', ')
  if (!browser.name && !system) return m.deviceUnknown()
  if (!browser.name) return system
  return system ? m.deviceBrowserOn({ browser: browser.name, os: system }) : browser.name
}
