const encoder = new TextEncoder()

/**
 * A call's payload together with its JSON text, built from parts that are cached already
 * serialized: a page of 50 items is ~30 KB of JSON, and writing and encoding it again for every
 * request costs more than everything else the call does. `value` is what the text says; the
 * contract check of the test environment reads it. Kept in a cache, one instance answers many
 * requests with the same bytes.
 */
export class SerializedJson<T> {
  #answer: Uint8Array<ArrayBuffer> | undefined

  constructor(
    readonly value: T,
    readonly text: string,
  ) {}

  /** The whole answer, `{"data": ...}`, encoded once. */
  get answer(): Uint8Array<ArrayBuffer> {
    this.#answer ??= encoder.encode(`{"data":${this.text}}`)
    return this.#answer
  }
}
