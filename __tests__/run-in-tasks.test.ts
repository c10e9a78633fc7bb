/**
 * @jest-environment node
 *
 * Node's MessageChannel delivers messages as macrotasks, as a browser does,
 * so "its own task" here means what it means on a phone: the event loop,
 * and anything queued on it, runs between two steps.
 */
import { runInTasks } from "../src/browser/startup/run-in-tasks"

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

describe("runInTasks", () => {
  it("runs the first step at once and each later one in a later task, in order", async () => {
    const ran: string[] = []
    runInTasks([() => ran.push("react-dom"), () => ran.push("styled-components"), () => ran.push("gatsby")])
    expect(ran).toEqual(["react-dom"])

    // Promise callbacks run before the task ends: the next step must not have started.
    await Promise.resolve()
    expect(ran).toEqual(["react-dom"])

    for (let turns = 0; ran.length < 3 && turns < 20; turns++) await nextTurn()
    expect(ran).toEqual(["react-dom", "styled-components", "gatsby"])
  })

  it("lets work queued between two steps run between them", async () => {
    const ran: string[] = []
    runInTasks([
      () => {
        ran.push("first step")
        // A tap that arrives while the step runs: the browser queues its event behind the step.
        const tap = new MessageChannel()
        tap.port1.onmessage = () => {
          tap.port1.close()
          ran.push("a tap handled in between")
        }
        tap.port2.postMessage(null)
      },
      () => ran.push("second step"),
    ])
    for (let turns = 0; ran.length < 3 && turns < 20; turns++) await nextTurn()
    expect(ran).toEqual(["first step", "a tap handled in between", "second step"])
  })

  it("stops at a step that throws, and lets the error out", async () => {
    const later = jest.fn()
    expect(() =>
      runInTasks([
        () => {
          throw new Error("module failed")
        },
        later,
      ]),
    ).toThrow("module failed")
    for (let turns = 0; turns < 5; turns++) await nextTurn()
    expect(later).not.toHaveBeenCalled()
  })

  it("does nothing for no steps", () => {
    expect(() => runInTasks([])).not.toThrow()
  })
})
