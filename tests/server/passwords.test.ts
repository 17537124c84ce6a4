import { describe, expect, it } from 'vitest'

describe('password hashing under a burst', () => {
  it('still verifies every password when many checks arrive at once', async () => {
    const { hashPassword, verifyPassword } = await import('../../server/auth/passwords')
    const stored = await hashPassword('Kesar@2026')
    const checks = await Promise.all(Array.from({ length: 8 }, (_, index) => verifyPassword(index % 2 ? 'Kesar@2026' : 'wrong', stored)))
    expect(checks).toEqual([false, true, false, true, false, true, false, true])
  })
})
