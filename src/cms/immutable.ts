/**
 * Decap keeps an entry in Immutable.js maps, and a map of more than eight
 * keys iterates in hash order, which is the order Decap writes a file's keys
 * in. A save hook hands back an ordered map instead, so the file keeps the
 * content model's order. The constructors are taken from the entry's own
 * map, so the admin bundles no second copy of Immutable.js.
 */
export interface ImmutableMap {
  get: (key: string) => unknown
  set: (key: string, value: unknown) => ImmutableMap
  toJS: () => unknown
  toOrderedMap: () => ImmutableMap
  toList: () => ImmutableList
  clear: () => ImmutableMap
}

interface ImmutableList {
  push: (...values: unknown[]) => ImmutableList
  clear: () => ImmutableList
}

/** `plain` as ordered Immutable maps and lists, keeping the key order of each object. */
export function toImmutableLike(template: ImmutableMap, plain: unknown): unknown {
  const emptyMap = template.toOrderedMap().clear()
  const emptyList = template.toList().clear()
  const convert = (value: unknown): unknown => {
    if (Array.isArray(value)) return emptyList.push(...value.map(convert))
    if (value && typeof value === "object") {
      return Object.entries(value).reduce((map, [key, item]) => map.set(key, convert(item)), emptyMap)
    }
    return value
  }
  return convert(plain)
}
