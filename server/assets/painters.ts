import { EDITIONS, EDITION_COLOURS, VIRTUES } from '../seed/data/collection-definitions.ts'
import { Random, seedFrom } from '../seed/data/random.ts'
import { Canvas, type Colour, hue, mix } from './canvas.ts'

/** Procedural pictures for the demo CDN: each painter draws the same picture for the same seed. */

const INK: Colour = [14, 20, 32]
const GOLD: Colour = [212, 175, 55]
const PAPER: Colour = [245, 239, 230]
const KOI_ORANGE: Colour = [236, 112, 44]

export interface CardTraits {
  edition: string
  virtue: string
  element: string
  power: number
}

const ELEMENT_HUES: Record<string, number> = { Water: 205, Fire: 12, Stone: 35, Wind: 150, Lightning: 55, Shadow: 275 }

/** A Battlecard: edition frame colour, a virtue pattern, the element's hue, a koi and a power bar. */
export function paintCard(traits: CardTraits, seed: number, width: number, height: number): Canvas {
  const canvas = new Canvas(width, height)
  const random = new Random(seed)
  const frame =
    EDITION_COLOURS[EDITIONS.indexOf(traits.edition as (typeof EDITIONS)[number])] ?? EDITION_COLOURS[0] ?? GOLD
  const accent = hue(ELEMENT_HUES[traits.element] ?? random.int(0, 359), 0.65, 0.55)
  const virtue = VIRTUES.indexOf(traits.virtue as (typeof VIRTUES)[number])
  const border = Math.max(3, Math.round(width / 30))
  const cx = width / 2
  const cy = height * 0.42
  canvas.paint((_, y) => mix(frame, INK, 0.25 + (0.5 * y) / height))
  const inner = { x: border, y: border, w: width - 2 * border, h: height * 0.78 }
  canvas.paint((x, y) => {
    if (x < inner.x || x >= inner.x + inner.w || y < inner.y || y >= inner.y + inner.h) return null
    const on = virtuePattern(virtue, x - cx, y - cy, width)
    return on ? mix(accent, PAPER, 0.15) : mix(accent, INK, 0.72)
  })
  paintKoi(canvas, cx + random.float(-0.1, 0.1) * width, cy, width * 0.26, random.chance(0.5))
  // Power bar along the bottom, longer for stronger cards.
  const barY = inner.y + inner.h + border
  canvas.fillRect(border, barY, width - 2 * border, height * 0.05, INK)
  canvas.fillRect(border, barY, ((width - 2 * border) * Math.min(traits.power, 100)) / 100, height * 0.05, GOLD)
  canvas.fillEllipse(cx, height - border * 2.2, width * 0.06, width * 0.06, frame)
  return canvas
}

function virtuePattern(virtue: number, dx: number, dy: number, scale: number): boolean {
  const unit = scale / 12
  switch (virtue) {
    case 0: // Strength: bold diagonal stripes
      return Math.floor((dx + dy) / unit) % 2 === 0
    case 1: // Wisdom: concentric rings
      return Math.floor(Math.hypot(dx, dy) / (unit * 0.8)) % 2 === 0
    case 2: // Resilience: brickwork
      return (Math.floor(dy / unit) % 2 === 0 ? dx : dx + unit) % (unit * 2) < unit * 1.8 && Math.abs(dy % unit) > 2
    case 3: // Hope: sun rays
      return Math.floor(((Math.atan2(dy, dx) + Math.PI) / (2 * Math.PI)) * 24) % 2 === 0
    default: // Destiny: a field of dots
      return Math.hypot((((dx % unit) + unit) % unit) - unit / 2, (((dy % unit) + unit) % unit) - unit / 2) < unit / 5
  }
}

function paintKoi(canvas: Canvas, x: number, y: number, size: number, facingLeft: boolean): void {
  const direction = facingLeft ? -1 : 1
  canvas.fillEllipse(x, y, size, size * 0.42, PAPER)
  canvas.fillEllipse(x + direction * size * 0.25, y - size * 0.08, size * 0.35, size * 0.22, KOI_ORANGE)
  canvas.fillEllipse(x - direction * size * 0.35, y + size * 0.1, size * 0.22, size * 0.15, KOI_ORANGE)
  canvas.fillTriangle(
    [
      [x - direction * size * 0.85, y],
      [x - direction * size * 1.45, y - size * 0.45],
      [x - direction * size * 1.45, y + size * 0.45],
    ],
    KOI_ORANGE,
  )
  canvas.fillEllipse(x + direction * size * 0.7, y - size * 0.1, size * 0.06, size * 0.06, INK)
}

/** A landscape: sky, a sun, layered hills and water; used for story, blog, odyssey and gallery art. */
export function paintScene(seed: number, width: number, height: number): Canvas {
  const random = new Random(seed)
  const canvas = new Canvas(width, height)
  const base = random.int(0, 359)
  const sky = hue(base, 0.5, 0.22)
  const glow = hue(base + 40, 0.7, 0.6)
  canvas.paint((_, y) => mix(glow, sky, y / (height * 0.6)))
  canvas.fillEllipse(
    width * random.float(0.2, 0.8),
    height * random.float(0.2, 0.4),
    height * 0.12,
    height * 0.12,
    PAPER,
    0.85,
  )
  for (let layer = 0; layer < 3; layer += 1) {
    const level = height * (0.45 + layer * 0.1)
    const amplitude = height * random.float(0.04, 0.12)
    const frequency = random.float(1.5, 4) / width
    const phase = random.float(0, Math.PI * 2)
    const colour = mix(hue(base + 180, 0.35, 0.3), INK, layer * 0.3)
    canvas.paint((x, y) => (y > level + amplitude * Math.sin(x * frequency * Math.PI * 2 + phase) ? colour : null))
  }
  const waterTop = height * 0.78
  canvas.paint((x, y) => {
    if (y < waterTop) return null
    return Math.sin(x / 9 + y / 2.5) > 0.85 ? mix(glow, PAPER, 0.4) : mix(sky, INK, 0.35)
  })
  if (random.chance(0.6))
    paintKoi(canvas, width * random.float(0.25, 0.75), height * 0.88, height * 0.06, random.chance(0.5))
  return canvas
}

/** A portrait for avatars and Guardians: a bust on a coloured ground. */
export function paintPortrait(seed: number, width: number, height: number): Canvas {
  const random = new Random(seed)
  const canvas = new Canvas(width, height)
  const base = random.int(0, 359)
  canvas.paint((x, y) => mix(hue(base, 0.55, 0.45), hue(base + 60, 0.55, 0.25), (x + y) / (width + height)))
  const skin = mix(PAPER, hue(random.int(15, 40), 0.5, 0.45), random.float(0.1, 0.7))
  const cloth = hue(base + 180, 0.5, 0.35)
  canvas.fillEllipse(width / 2, height * 1.02, width * 0.42, height * 0.34, cloth)
  canvas.fillEllipse(width / 2, height * 0.45, width * 0.22, height * 0.26, skin)
  canvas.fillEllipse(width / 2, height * 0.26, width * 0.24, height * 0.12, mix(INK, cloth, random.float(0, 0.4)))
  canvas.fillEllipse(width * 0.42, height * 0.45, width * 0.025, height * 0.025, INK)
  canvas.fillEllipse(width * 0.58, height * 0.45, width * 0.025, height * 0.025, INK)
  return canvas
}

/** A wide banner of flowing bands. */
export function paintBanner(seed: number, width: number, height: number): Canvas {
  const random = new Random(seed)
  const canvas = new Canvas(width, height)
  const base = random.int(0, 359)
  const bands = random.int(4, 8)
  const phase = random.float(0, 6)
  canvas.paint((x, y) => {
    const wave = y / height + 0.12 * Math.sin((x / width) * Math.PI * 3 + phase)
    const band = Math.floor(wave * bands)
    return hue(base + band * 12, 0.55, 0.18 + (band % 2) * 0.08)
  })
  paintKoi(canvas, width * random.float(0.6, 0.85), height * 0.5, height * 0.18, random.chance(0.5))
  return canvas
}

/** A shield badge on a transparent ground, with an emblem inside. */
export function paintShield(seed: number, size: number): Canvas {
  const random = new Random(seed)
  const canvas = new Canvas(size, size)
  const colour = hue(random.int(0, 359), 0.6, 0.45)
  const rim = size * 0.06
  const inside = (x: number, y: number, inset: number) => {
    const left = size * 0.15 + inset
    const right = size * 0.85 - inset
    const top = size * 0.1 + inset
    if (x < left || x > right || y < top) return false
    const middle = size * 0.5
    if (y < middle) return true
    // Lower half narrows to a point.
    const half = ((right - left) / 2) * (1 - (y - middle) / (size * 0.42 - inset))
    return Math.abs(x - size / 2) <= half
  }
  canvas.paint((x, y) => (inside(x, y, 0) ? GOLD : null))
  canvas.paint((x, y) => (inside(x, y, rim) ? mix(colour, INK, y / size / 2) : null))
  const star = random.int(5, 8)
  canvas.paint((x, y) => {
    const dx = x - size / 2
    const dy = y - size * 0.42
    const radius = size * (0.12 + 0.06 * Math.cos(Math.atan2(dy, dx) * star))
    return Math.hypot(dx, dy) < radius ? PAPER : null
  })
  return canvas
}

/** An object from the arenas, for the smaller collections. */
export function paintRelic(seed: number, width: number, height: number): Canvas {
  const random = new Random(seed)
  const canvas = paintBanner(seed ^ 0x5bd1e995, width, height)
  const colour = hue(random.int(0, 359), 0.6, 0.55)
  const cx = width / 2
  canvas.fillEllipse(cx, height * 0.55, width * random.float(0.18, 0.3), height * random.float(0.2, 0.32), colour)
  canvas.fillRect(cx - width * 0.04, height * 0.15, width * 0.08, height * 0.2, GOLD)
  canvas.fillEllipse(cx, height * 0.55, width * 0.08, height * 0.08, PAPER)
  return canvas
}

/** The image shown when another image fails to load: a torn frame with a cross. */
export function paintBrokenImage(size: number): Canvas {
  const canvas = new Canvas(size, size)
  canvas.paint(() => [58, 64, 76])
  canvas.paint((x, y) => (Math.abs(x - y) < 3 || Math.abs(x + y - size) < 3 ? [220, 80, 80] : null))
  canvas.fillRect(0, 0, size, 2, PAPER)
  canvas.fillRect(0, size - 2, size, 2, PAPER)
  return canvas
}

export function seedOf(text: string): number {
  return seedFrom(`koi-asset:${text}`)
}
