/**
 * The status store (D1, binding STORE; schema in functions/migrations/),
 * opened once per request. Every query goes through here so that the rows
 * it read and wrote can be counted: the free plan's limits are in rows, and
 * the cost table in docs/deploy.md is taken from these counts by a test.
 */

export interface Rows {
  read: number
  written: number
}

export class Store {
  private ready: Promise<void> | null = null

  /**
   * `beforeFirstQuery`, when given, runs once before the request's first query, on the
   * same store and counts (the roster agreement, ./roster.ts): a request that
   * never asks the store (a challenge, a refusal) never runs it.
   */
  constructor(
    private readonly db: D1Database,
    private beforeFirstQuery?: (store: Store) => Promise<void>,
    readonly rows: Rows = { read: 0, written: 0 },
  ) {}

  private opened(): Promise<void> {
    if (this.beforeFirstQuery) {
      const before = this.beforeFirstQuery
      this.beforeFirstQuery = undefined
      this.ready = before(new Store(this.db, undefined, this.rows))
    }
    return this.ready ?? Promise.resolve()
  }

  statement(sql: string, ...values: unknown[]): D1PreparedStatement {
    return this.db.prepare(sql).bind(...values)
  }

  private count(meta: D1Meta): void {
    this.rows.read += meta.rows_read ?? 0
    this.rows.written += meta.rows_written ?? 0
  }

  async all<T>(sql: string, ...values: unknown[]): Promise<T[]> {
    await this.opened()
    const result = await this.statement(sql, ...values).all<T>()
    this.count(result.meta)
    return result.results
  }

  async first<T>(sql: string, ...values: unknown[]): Promise<T | null> {
    return (await this.all<T>(sql, ...values))[0] ?? null
  }

  /** Runs one statement; how many rows it changed. */
  async run(sql: string, ...values: unknown[]): Promise<number> {
    await this.opened()
    const result = await this.statement(sql, ...values).run()
    this.count(result.meta)
    return result.meta.changes ?? 0
  }

  /** Statements in one transaction: all of them, or none when one fails. How many rows each changed, and what each returned. */
  async transaction(statements: D1PreparedStatement[]): Promise<{ changes: number; results: Record<string, unknown>[] }[]> {
    await this.opened()
    const results = await this.db.batch<Record<string, unknown>>(statements)
    return results.map((result) => {
      this.count(result.meta)
      return { changes: result.meta.changes ?? 0, results: result.results }
    })
  }
}
