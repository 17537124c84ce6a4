/**
 * The required shape of an OpenAPI 3.1 document (spec.openapis.org/oas/v3.1.0, its schema's required fields and fixed
 * field names), checked by hand: no validator package is installed. Answers the problems found, empty when none.
 */
const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']
const topFields = ['openapi', 'info', 'jsonSchemaDialect', 'servers', 'paths', 'webhooks', 'components', 'security', 'tags', 'externalDocs']
const operationFields = [
  'tags',
  'summary',
  'description',
  'externalDocs',
  'operationId',
  'parameters',
  'requestBody',
  'responses',
  'callbacks',
  'deprecated',
  'security',
  'servers',
]
const parameterIn = ['query', 'header', 'path', 'cookie']

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const unknownFields = (object: Json, fixed: string[]) => Object.keys(object).filter((key) => !fixed.includes(key) && !key.startsWith('x-'))

/** What a `$ref` of the document points at, or undefined. */
function resolve(document: Json, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined
  let at: unknown = document
  for (const part of ref.slice(2).split('/')) at = isObject(at) ? at[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined
  return at
}

/** Every `$ref` anywhere in `value`. */
function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found)
  else if (isObject(value))
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.push(child)
      else refsIn(child, found)
    }
  return found
}

export function openApi31Problems(document: Json): string[] {
  const problems: string[] = []
  const need = (ok: unknown, problem: string) => ok || problems.push(problem)
  need(typeof document.openapi === 'string' && /^3\.1\.\d+$/.test(document.openapi), 'openapi must be 3.1.x')
  need(unknownFields(document, topFields).length === 0, `unknown top-level fields ${unknownFields(document, topFields).join(', ')}`)
  const info = document.info
  need(isObject(info) && typeof info.title === 'string' && typeof info.version === 'string', 'info needs a title and a version')
  need('paths' in document || 'components' in document || 'webhooks' in document, 'one of paths, components, webhooks is required')
  const operationIds = new Set<string>()
  const templates = new Map<string, string>()
  for (const [path, item] of Object.entries(isObject(document.paths) ? document.paths : {})) {
    need(path.startsWith('/'), `${path}: a path starts with /`)
    const template = path.replace(/\{[^}]+\}/g, '{}')
    need(!templates.has(template), `${path}: the same template as ${templates.get(template)}`)
    templates.set(template, path)
    if (!isObject(item)) {
      problems.push(`${path}: not an object`)
      continue
    }
    const names = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1])
    for (const [method, operation] of Object.entries(item)) {
      const where = `${method.toUpperCase()} ${path}`
      if (!methods.includes(method)) {
        need(['summary', 'description', 'servers', 'parameters', '$ref'].includes(method) || method.startsWith('x-'), `${where}: unknown field`)
        continue
      }
      if (!isObject(operation)) {
        problems.push(`${where}: not an object`)
        continue
      }
      need(unknownFields(operation, operationFields).length === 0, `${where}: unknown fields ${unknownFields(operation, operationFields).join(', ')}`)
      if (typeof operation.operationId === 'string') {
        need(!operationIds.has(operation.operationId), `${where}: operationId ${operation.operationId} used twice`)
        operationIds.add(operation.operationId)
      }
      const parameters = ((operation.parameters ?? []) as Json[]).map((parameter) =>
        typeof parameter.$ref === 'string' ? (resolve(document, parameter.$ref) as Json) : parameter,
      )
      for (const parameter of parameters) {
        need(
          isObject(parameter) && typeof parameter.name === 'string' && parameterIn.includes(parameter.in as string),
          `${where}: a parameter needs name and in`,
        )
        need(parameter.in !== 'path' || parameter.required === true, `${where}: path parameter ${String(parameter.name)} must be required`)
        need('schema' in parameter !== 'content' in parameter, `${where}: parameter ${String(parameter.name)} needs schema or content`)
      }
      for (const name of names)
        need(
          parameters.some((parameter) => parameter.in === 'path' && parameter.name === name),
          `${where}: {${name}} has no path parameter`,
        )
      if (operation.requestBody !== undefined)
        need(isObject(operation.requestBody) && isObject(operation.requestBody.content), `${where}: requestBody needs content`)
      const responses = operation.responses
      need(isObject(responses) && Object.keys(responses).length > 0, `${where}: responses`)
      for (const [code, response] of Object.entries(isObject(responses) ? responses : {})) {
        need(/^([1-5](\d\d|XX)|default)$/.test(code), `${where}: response code ${code}`)
        const answer = isObject(response) && typeof response.$ref === 'string' ? resolve(document, response.$ref) : response
        need(isObject(answer) && typeof answer.description === 'string', `${where}: response ${code} needs a description`)
      }
    }
  }
  for (const ref of refsIn(document)) need(resolve(document, ref) !== undefined, `$ref ${ref} points at nothing`)
  return problems
}
