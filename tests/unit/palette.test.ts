import { describe, expect, it } from 'vitest'
import { loadHindi } from '../../src/contract/i18n/load'
import { inLanguage } from '../../src/contract/i18n/locale'
import { pathsForRole } from '../../src/contract/permissions'
import { phonePattern } from '../../src/contract/search'
import { commandsFor, matching } from '../../src/features/shell/palette-commands'

describe('the palette’s screens and actions', () => {
  it('names the screens as the sidebar does, in the page’s language', async () => {
    await loadHindi(['shell', 'palette'])
    const hindi = inLanguage('hi', () => commandsFor(pathsForRole('owner')))
    expect(hindi.find((command) => command.path === '/brands-list')).toEqual(expect.objectContaining({ label: 'ब्रांड', detail: 'कैटलॉग' }))
    expect(hindi.find((command) => command.path === '/financials/wallet-transactions')?.label).toBe('वॉलेट')
    expect(matching(hindi, 'ब्रांड').map((command) => command.path)).toContain('/brands-list')
    // An area's own texts (messages/hi/catalogue.json), with no need of its catalogue: they travel with the shell's and the palette's.
    expect(hindi.find((command) => command.path === '/brands-list/add')?.label).toBe('नया ब्रांड')
  })

  it('lists only what the role may open, Book a ride once, as an action', () => {
    const support = commandsFor(pathsForRole('support')).map((command) => command.label)
    expect(support).toEqual(expect.arrayContaining(['Dashboard', 'Subscribers', 'Complaints', 'Bookings', 'Account']))
    expect(support).not.toContain('Promo codes')
    expect(support).not.toContain('New promo code')
    const owner = commandsFor(pathsForRole('owner'))
    expect(owner.filter((command) => command.label === 'Book a ride')).toEqual([expect.objectContaining({ kind: 'action', path: '/booking' })])
    expect(owner.map((command) => command.label)).toEqual(expect.arrayContaining(['Wallet', 'New promo code', 'New variant']))
  })

  it('finds by every word typed, names that start with the text first', () => {
    const owner = commandsFor(pathsForRole('owner'))
    expect(matching(owner, 'promo').map((command) => command.label)).toEqual(['Promo codes', 'New promo code'])
    expect(matching(owner, 'new  VARIANT').map((command) => command.label)).toEqual(['New variant'])
    expect(matching(owner, 'nothing like this')).toEqual([])
    expect(matching(owner, '  ')).toHaveLength(owner.length)
  })
})

describe('phonePattern', () => {
  it.each([
    ['9876543210', '%9876543210%'],
    ['+91 98765 43210', '+919876543210%'],
    ['919876543210', '%9876543210'],
    ['98765-43', '%9876543%'],
    ['+91 987', '+91987%'],
  ])('%s -> %s', (typed, pattern) => expect(phonePattern(typed)).toBe(pattern))

  it.each(['ravi', '123', 'KSR-0001', '98 76 ab'])('%s is no phone number', (typed) => expect(phonePattern(typed)).toBeNull())
})
