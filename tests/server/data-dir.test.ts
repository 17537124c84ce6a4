import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { checkDataDir, clearUnfinished, embeddedDataPrepared, finishMarker, markerFileName, writeMarker } from '../../server/ops/data-dir'

// A first start killed before its database was made and migrated leaves a folder that nobody was ever
// served from: the next start clears it and begins again, instead of calling it damaged (tests/server/first-start-kill).

const root = mkdtempSync(join(tmpdir(), 'backoffice-data-dir-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const halfMade = (name: string, withVersion: boolean) => {
  const dir = join(root, name)
  mkdirSync(join(dir, 'base', '1'), { recursive: true })
  mkdirSync(join(dir, 'backups'))
  writeFileSync(join(dir, 'backups', 'kept.json.gz'), 'backup')
  writeMarker(dir)
  if (withVersion) writeFileSync(join(dir, 'PG_VERSION'), '18\n')
  writeFileSync(join(dir, 'postgresql.conf'), '# half written')
  return dir
}

describe('the data folder of an unfinished first start', () => {
  it('is unfinished, with or without PG_VERSION, and clearing keeps only the marker and the backups', () => {
    for (const [name, withVersion] of [
      ['before-version', false],
      ['after-version', true],
    ] as const) {
      const dir = halfMade(name, withVersion)
      expect(checkDataDir(dir)).toBe('unfinished')
      expect(embeddedDataPrepared(dir)).toBe(false)
      expect(clearUnfinished(dir).sort()).toEqual(withVersion ? ['PG_VERSION', 'base', 'postgresql.conf'] : ['base', 'postgresql.conf'])
      expect(readdirSync(dir).sort()).toEqual(['backoffice-data.json', 'backups'])
      expect(readFileSync(join(dir, 'backups', 'kept.json.gz'), 'utf8')).toBe('backup')
    }
  })

  it('is ours once finished, and then a missing PG_VERSION is damage, never cleared', () => {
    const dir = halfMade('finished', true)
    finishMarker(dir)
    expect(JSON.parse(readFileSync(join(dir, markerFileName), 'utf8'))).not.toHaveProperty('unfinished')
    expect(checkDataDir(dir)).toBe('ours')
    expect(embeddedDataPrepared(dir)).toBe(true)
    rmSync(join(dir, 'PG_VERSION'))
    expect(embeddedDataPrepared(dir)).toBe(false)
    expect(() => checkDataDir(dir)).toThrow(/could not be opened \(PG_VERSION is missing\); it may be damaged/)
  })

  it('keeps a marker written before this rule (no unfinished field) as it was', () => {
    const dir = join(root, 'older')
    mkdirSync(dir)
    writeFileSync(join(dir, markerFileName), '{"app":"brand-back-office"}\n')
    writeFileSync(join(dir, 'PG_VERSION'), '18\n')
    expect(checkDataDir(dir)).toBe('ours')
    finishMarker(dir)
    expect(readFileSync(join(dir, markerFileName), 'utf8')).toBe('{"app":"brand-back-office"}\n')
    expect(embeddedDataPrepared(dir)).toBe(true)
  })

  it('is prepared (nothing to seed) only once made: a new folder is not, memory always is', () => {
    expect(embeddedDataPrepared(join(root, 'missing'))).toBe(false)
    expect(embeddedDataPrepared('memory://')).toBe(true)
  })
})
