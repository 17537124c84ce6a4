/** A multipart body (docs/api.md#uploads): each field as text (a list comma-separated, undefined left out) and each file under its name. */
export function toFormData(fields: Record<string, unknown>, files: Record<string, readonly File[]> = {}): FormData {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) data.append(key, Array.isArray(value) ? value.join(',') : String(value))
  }
  for (const [name, list] of Object.entries(files)) for (const file of list) data.append(name, file)
  return data
}
