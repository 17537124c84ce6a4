/** A small seeded generator (mulberry32), so the demo catalogue comes out the same on every machine. */
export type Random = {
  next: () => number
  int: (min: number, max: number) => number
  pick: <T>(list: readonly T[]) => T
  chance: (probability: number) => boolean
  /** `count` distinct items of `list`, in list order. */
  some: <T>(list: readonly T[], count: number) => T[]
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(list: readonly T[]): T => {
    const item = list[Math.floor(next() * list.length)]
    if (item === undefined) throw new Error('pick from an empty list')
    return item
  }
  const some = <T>(list: readonly T[], count: number) => {
    const ranked = list.map((item) => ({ item, rank: next() }))
    const chosen = new Set([...ranked].sort((a, b) => a.rank - b.rank).slice(0, count))
    return ranked.filter((entry) => chosen.has(entry)).map((entry) => entry.item)
  }
  return { next, int, pick, chance: (probability) => next() < probability, some }
}

const dayMs = 86_400_000
/** A moment `days` (fractional) before `now`. */
export const daysBefore = (now: number, days: number) => new Date(now - days * dayMs)
export const later = (date: Date, days: number, now: number) => new Date(Math.min(date.getTime() + days * dayMs, now))
