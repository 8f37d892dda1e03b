/**
 * A call's payload together with its JSON text, built from parts that are cached already
 * serialized: a page of 50 items is ~30 KB of JSON, and writing it again for every request costs
 * more than everything else the call does. `value` is what the text says; the contract check of
 * the test environment reads it.
 */
export class SerializedJson<T> {
  constructor(
    readonly value: T,
    readonly text: string,
  ) {}
}
