/**
 * The order the steps after the build run in, from what each says it must
 * come after: a topological sort that keeps the listed order wherever the
 * declarations leave a choice, so the same list always runs the same way.
 */

export interface Ordered {
  name: string
  /** The steps this one must come after, by name. */
  after?: readonly string[]
}

/** The steps in an order that honours every `after`; fails on a name no step has, or steps that wait on each other. */
export function orderSteps<Step extends Ordered>(steps: readonly Step[]): Step[] {
  const byName = new Map<string, Step>()
  for (const step of steps) {
    if (byName.has(step.name)) throw new Error(`two steps are called "${step.name}"`)
    byName.set(step.name, step)
  }
  for (const step of steps) {
    const unknown = (step.after ?? []).filter((name) => !byName.has(name))
    if (unknown.length > 0) throw new Error(`"${step.name}" must come after ${unknown.map((name) => `"${name}"`).join(", ")}, which no step is called`)
  }
  const order: Step[] = []
  const placed = new Set<string>()
  while (order.length < steps.length) {
    const next = steps.find((step) => !placed.has(step.name) && (step.after ?? []).every((name) => placed.has(name)))
    if (!next) {
      const waiting = steps.filter((step) => !placed.has(step.name)).map((step) => `"${step.name}" (after ${(step.after ?? []).join(", ")})`)
      throw new Error(`these steps wait on each other, so none can run first: ${waiting.join("; ")}`)
    }
    order.push(next)
    placed.add(next.name)
  }
  return order
}
