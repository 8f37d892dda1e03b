/**
 * A small seeded generator (mulberry32) so the demo data is the same on every run and every
 * machine; Math.random would make the seeded database differ between starts.
 */
const HEX_BYTES = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'))

export class Random {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min)
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error('cannot pick from an empty list')
    return list[Math.floor(this.next() * list.length)] as T
  }

  /** Picks by weight; `weights` is parallel to `list`. */
  weighted<T>(list: readonly T[], weights: readonly number[]): T {
    const total = weights.reduce((sum, weight) => sum + weight, 0)
    let roll = this.next() * total
    for (let index = 0; index < list.length; index += 1) {
      roll -= weights[index] ?? 0
      if (roll < 0) return list[index] as T
    }
    return this.pick(list)
  }

  /** `count` distinct entries in random order. */
  sample<T>(list: readonly T[], count: number): T[] {
    // Few from many: draw indices instead of copying the whole list.
    if (count * 4 < list.length) {
      const chosen = new Set<number>()
      while (chosen.size < count) chosen.add(Math.floor(this.next() * list.length))
      return [...chosen].map((index) => list[index] as T)
    }
    const copy = [...list]
    const size = Math.min(count, copy.length)
    for (let index = 0; index < size; index += 1) {
      const swap = index + Math.floor(this.next() * (copy.length - index))
      const held = copy[index] as T
      copy[index] = copy[swap] as T
      copy[swap] = held
    }
    return copy.slice(0, size)
  }

  hex(bytes: number): string {
    let out = ''
    for (let index = 0; index < bytes; index += 1) out += HEX_BYTES[this.int(0, 255)] ?? '00'
    return out
  }
}

/** A stable 32-bit seed from a text, so each part of the data has its own independent stream. */
export function seedFrom(text: string): number {
  let hash = 2166136261
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 16777619)
  }
  return hash >>> 0
}

/** The named stream of the demo data generator; other modules replaying a part use the same name. */
export function demoStream(name: string): Random {
  return new Random(seedFrom(`koi-demo:${name}`))
}
