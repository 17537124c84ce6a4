/** One `T` per database handle (or other object), made by `create` on first use, and gone with the handle. */
export function perHandle<Handle extends object, T>(create: (handle: Handle) => T): (handle: Handle) => T {
  const made = new WeakMap<Handle, T>()
  return (handle) => {
    let value = made.get(handle)
    if (value === undefined) {
      value = create(handle)
      made.set(handle, value)
    }
    return value
  }
}

/**
 * Values kept by key per database handle, made by `make` on a key's first use: at most `max` per handle, the oldest
 * going first when a new one would pass it.
 */
export function keptPerHandle<T>(max: number): (handle: object, key: string, make: () => T) => T {
  const kept = perHandle((_handle: object) => new Map<string, T>())
  return (handle, key, make) => {
    const made = kept(handle)
    let value = made.get(key)
    if (value === undefined) {
      if (made.size >= max) made.delete(made.keys().next().value!)
      value = make()
      made.set(key, value)
    }
    return value
  }
}
