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
