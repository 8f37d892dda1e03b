/**
 * Where an event sits in the outbox: its writer's transaction id, then its own id. Events go out in
 * this order, and a stream's `Last-Event-ID` is one, written `{tx}-{id}`.
 */
export interface Position {
  tx: number
  id: number
}

export const START: Position = { tx: 0, id: 0 }

export const compare = (a: Position, b: Position) => a.tx - b.tx || a.id - b.id

export const formatPosition = (position: Position) => `${position.tx}-${position.id}`

/** A `Last-Event-ID` as this server writes them; null for anything else. */
export function parsePosition(text: string): Position | null {
  const match = /^(\d{1,15})-(\d{1,15})$/.exec(text)
  if (!match) return null
  return { tx: Number(match[1]), id: Number(match[2]) }
}
