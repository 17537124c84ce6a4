import fc from 'fast-check'

/**
 * Hostile inputs for tests/server/fuzz.test.ts, and the oracle that says whether a stored value is the one sent.
 * Each generator mixes fixed nasties (the finding's own examples among them) with random ones.
 */

const oneOfConstants = <T>(...values: T[]) => fc.constantFrom(...values)
/** The finding's own kinds of value, drawn more often than the rest: each generator starts with them. */
const nasty = <T>(...values: T[]) => ({ weight: 3, arbitrary: fc.constantFrom(...values) })

const hostileText: fc.Arbitrary<string> = fc.oneof(
  nasty('\0', 'kurta\0', '\0\0\0', '\uD800', 'a\uDFFFb', 'x'.repeat(20_000)),
  oneOfConstants(
    '%00',
    '',
    '   ',
    '\t\n',
    "'; drop table promo_codes; --",
    "' or '1'='1",
    '%_\\',
    '<script>alert(1)</script>',
    'कुर्ता 👕 ünïcödé',
    '\u202Eevil\u200B',
    'null',
    'undefined',
    'x'.repeat(121),
    'x'.repeat(2001),
    'Ⅻ'.repeat(500),
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
)

/** Numbers as query strings carry them. */
const hostileNumberText: fc.Arbitrary<string> = fc.oneof(
  nasty('1e20', '1e308', '\0', '2147483648'),
  oneOfConstants('1', '2', '100', '101', '0', '-1', 'NaN', 'Infinity', '-Infinity', '1e20', '1e308', '2147483648', '9007199254740993'),
  oneOfConstants('10000', '10001', '0x10', '1.5', ' 1', '', '1,000', '١', '00001', '+1', '1e3', 'abc', '\0', '1\0'),
  fc.integer().map(String),
  fc.double().map(String),
)

/** Numbers in JSON. */
const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  nasty(2 ** 31, 2 ** 31 - 1, 1e20, -1, 2 ** 53 + 2, 1.5),
  oneOfConstants(0, -0, -1, 1, 1.5, 100, 101, 2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53 + 2, 1e20, 1e308, 5e-324, 1_000_000_001, 10_000_001),
  fc.integer(),
  fc.integer({ min: 0, max: 2_000_000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)

const pad = (value: number, width: number) => (value < 0 ? `-${String(-value).padStart(width, '0')}` : String(value).padStart(width, '0'))
const datePart = fc
  .record({
    y: fc.oneof(fc.integer({ min: 1998, max: 2102 }), fc.integer({ min: -1, max: 10_001 })),
    m: fc.integer({ min: 0, max: 13 }),
    d: fc.integer({ min: 0, max: 32 }),
  })
  .map(({ y, m, d }) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`)

/** YYYY-MM-DD strings, most well formed, many of days that do not exist. */
const hostileDate: fc.Arbitrary<string> = fc.oneof(
  nasty('2026-02-30', '0000-01-01', '10000-01-01', '2026-04-31'),
  oneOfConstants('2026-02-30', '2026-02-29', '2024-02-29', '2026-04-31', '0000-01-01', '1999-12-31', '2000-01-01', '2100-12-31', '2101-01-01'),
  oneOfConstants('9999-12-31', '10000-01-01', '+010000-01-01', '2026-13-01', '2026-00-10', '2026-1-1', '2026-01-01T00:00:00Z', '', '\0'),
  datePart,
)

const zones = ['Z', '+05:30', '-08:00', '+0530', '+05', ' +05:30', '-00', '+24:00', '+14:00']
/** Timestamps in the shapes valibot's isoTimestamp allows, and some it does not. */
const hostileTimestamp: fc.Arbitrary<string> = fc.oneof(
  nasty('2026-02-30T10:00:00Z', '0000-01-01T00:00:00Z', '2026-06-01T10:00:00 +05:30', '2026-06-31T10:00:00+05:30'),
  oneOfConstants('2026-02-30T10:00:00Z', '2026-02-30T10:00:00.000Z', '0000-01-01T00:00:00Z', '10000-01-01T00:00:00Z', '2026-01-01T24:00:00Z'),
  oneOfConstants('2026-06-01T10:00:00.123456789Z', '2026-06-01 10:00:00+05', '1999-12-31T23:59:59Z', '2101-01-01T00:00:00Z', '2026-06-01', 'now'),
  fc
    .record({
      date: datePart,
      h: fc.integer({ min: 0, max: 24 }),
      mi: fc.integer({ min: 0, max: 60 }),
      fraction: oneOfConstants('', '.5', '.123', '.123456789'),
      zone: fc.constantFrom(...zones),
    })
    .map(({ date, h, mi, fraction, zone }) => `${date}T${pad(h, 2)}:${pad(mi, 2)}:00${fraction}${zone}`),
  fc.date({ min: new Date('2025-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((date) => date.toISOString()),
)

/** Ids that are not uuids, and uuids that name nothing. */
export const hostileId: fc.Arbitrary<string> = fc.oneof(
  oneOfConstants('', 'abc', '1', '-1', '\0', '00000000-0000-0000-0000-000000000000', "1' or '1'='1", 'x'.repeat(1000), '%', '..'),
  fc.uuid(),
  fc.uuid().map((id) => id.toUpperCase()),
  fc.uuid().map((id) => `${id}\0`),
  fc.uuid().map((id) => ` ${id} `),
)

const scalar: fc.Arbitrary<unknown> = fc.oneof(fc.constant(null), fc.boolean(), hostileNumber, hostileText)
/** Any JSON value: the wrong type for most fields. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }) },
)

/** A value for a body field, chosen by the field's name so most runs get past the type check. */
export function hostileFieldValue(key: string): fc.Arbitrary<unknown> {
  const typed = key.endsWith('_at')
    ? hostileTimestamp
    : key === 'id' || key.endsWith('_id') || key.endsWith('_ids')
      ? hostileId
      : /paise|value|limit|stock|rate/.test(key)
        ? hostileNumber
        : key.startsWith('is_')
          ? fc.boolean()
          : hostileText
  return fc.oneof({ weight: 4, arbitrary: typed }, { weight: 1, arbitrary: hostileJson })
}

/** Fields of other forms and object-key nasties, sent as extras. */
export const extraKeys = ['id', 'org_id', 'used_count', 'created_at', 'initial_stock_hyd', 'initial_stock_delhi', 'attributes', '__proto__', 'constructor']

/** Query keys of every list, filter and dropdown, each with what it is usually given. */
export const queryValues: Record<string, fc.Arbitrary<string>> = {
  page: hostileNumberText,
  page_size: hostileNumberText,
  search: hostileText,
  ordering: fc.oneof(oneOfConstants('name', '-created_at', 'code', '-sku', 'stock', '-', '--name', 'name;drop'), hostileText),
  format: fc.oneof(oneOfConstants('csv', 'json', 'CSV', 'xml'), hostileText),
  active_on: hostileDate,
  is_active: fc.oneof(oneOfConstants('true', 'false', '1', '0', 'yes'), hostileText),
  low_stock: fc.oneof(oneOfConstants('true', '0', 'TRUE'), hostileText),
  options: oneOfConstants('1', 'true', '2'),
  status: fc.oneof(oneOfConstants('active', 'inactive', 'ACTIVE'), hostileText),
  location: fc.oneof(oneOfConstants('hyd', 'delhi', 'mumbai'), hostileText),
  brand_id: hostileId,
  category_id: hostileId,
  template_id: hostileId,
  product_template_id: hostileId,
}

const daysIn = (year: number, month: number) =>
  [31, year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0
const timestampShape = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(Z|\s?[+-]\d{2}(?::?\d{2})?)$/

/**
 * The instant a sent timestamp means, worked out from its parts without Date's parser (which rolls
 * 2026-02-30 over to 2 March), or undefined when no such day exists or it is outside 2000-2100.
 */
export function instantOf(text: string): number | undefined {
  const match = timestampShape.exec(text)
  if (!match) return undefined
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [number, number, number, number, number, number]
  if (year < 2000 || year > 2100 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month) || hour > 23 || minute > 59 || second > 59) {
    return undefined
  }
  const millis = Number((match[7] ?? '').padEnd(3, '0').slice(0, 3))
  const zone = (match[8] ?? 'Z').trim()
  const [, sign, zoneHours, zoneMinutes] = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone) ?? []
  const offset = zone === 'Z' ? 0 : (sign === '-' ? -1 : 1) * (Number(zoneHours) * 60 + Number(zoneMinutes ?? 0))
  return Date.UTC(year, month - 1, day, hour, minute, second, millis) - offset * 60_000
}
