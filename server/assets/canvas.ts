export type Colour = readonly [number, number, number]
export type Alpha = number

/** A tiny RGBA raster, enough to paint the procedural demo art pixel by pixel. */
export class Canvas {
  readonly pixels: Uint8Array

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 4)
  }

  /** Paints every pixel with `shade(x, y)`; a null result leaves the pixel as it is. */
  paint(shade: (x: number, y: number) => Colour | null, alpha: Alpha = 1): void {
    for (let y = 0; y < this.height; y += 1) {
      for (let x = 0; x < this.width; x += 1) {
        const colour = shade(x, y)
        if (colour) this.blend(x, y, colour, alpha)
      }
    }
  }

  blend(x: number, y: number, colour: Colour, alpha: Alpha): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return
    const index = (y * this.width + x) * 4
    const pixels = this.pixels
    if (alpha >= 1) {
      pixels[index] = colour[0]
      pixels[index + 1] = colour[1]
      pixels[index + 2] = colour[2]
      pixels[index + 3] = 255
      return
    }
    const keep = 1 - alpha
    pixels[index] = Math.round((pixels[index] ?? 0) * keep + colour[0] * alpha)
    pixels[index + 1] = Math.round((pixels[index + 1] ?? 0) * keep + colour[1] * alpha)
    pixels[index + 2] = Math.round((pixels[index + 2] ?? 0) * keep + colour[2] * alpha)
    pixels[index + 3] = Math.min(255, Math.round((pixels[index + 3] ?? 0) * keep + 255 * alpha))
  }

  fillRect(x0: number, y0: number, w: number, h: number, colour: Colour, alpha: Alpha = 1): void {
    for (let y = Math.max(0, Math.floor(y0)); y < Math.min(this.height, y0 + h); y += 1) {
      for (let x = Math.max(0, Math.floor(x0)); x < Math.min(this.width, x0 + w); x += 1)
        this.blend(x, y, colour, alpha)
    }
  }

  fillEllipse(cx: number, cy: number, rx: number, ry: number, colour: Colour, alpha: Alpha = 1): void {
    for (let y = Math.max(0, Math.floor(cy - ry)); y <= Math.min(this.height - 1, cy + ry); y += 1) {
      for (let x = Math.max(0, Math.floor(cx - rx)); x <= Math.min(this.width - 1, cx + rx); x += 1) {
        const dx = (x - cx) / rx
        const dy = (y - cy) / ry
        if (dx * dx + dy * dy <= 1) this.blend(x, y, colour, alpha)
      }
    }
  }

  /** A filled triangle, by the sign of the edge functions. */
  fillTriangle(points: readonly [number, number][], colour: Colour, alpha: Alpha = 1): void {
    const [a, b, c] = points
    if (!a || !b || !c) return
    const minX = Math.max(0, Math.floor(Math.min(a[0], b[0], c[0])))
    const maxX = Math.min(this.width - 1, Math.ceil(Math.max(a[0], b[0], c[0])))
    const minY = Math.max(0, Math.floor(Math.min(a[1], b[1], c[1])))
    const maxY = Math.min(this.height - 1, Math.ceil(Math.max(a[1], b[1], c[1])))
    const edge = (p: [number, number], q: [number, number], x: number, y: number) =>
      (q[0] - p[0]) * (y - p[1]) - (q[1] - p[1]) * (x - p[0])
    for (let y = minY; y <= maxY; y += 1) {
      for (let x = minX; x <= maxX; x += 1) {
        const e1 = edge(a, b, x, y)
        const e2 = edge(b, c, x, y)
        const e3 = edge(c, a, x, y)
        if ((e1 >= 0 && e2 >= 0 && e3 >= 0) || (e1 <= 0 && e2 <= 0 && e3 <= 0)) this.blend(x, y, colour, alpha)
      }
    }
  }
}

export function mix(a: Colour, b: Colour, t: number): Colour {
  const k = Math.max(0, Math.min(1, t))
  return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k]
}

/** A colour from a hue in [0, 360), with fixed saturation and lightness tuned for dark backgrounds. */
export function hue(degrees: number, saturation = 0.6, lightness = 0.5): Colour {
  const h = (((degrees % 360) + 360) % 360) / 60
  const c = (1 - Math.abs(2 * lightness - 1)) * saturation
  const x = c * (1 - Math.abs((h % 2) - 1))
  const m = lightness - c / 2
  const [r, g, b] =
    h < 1 ? [c, x, 0] : h < 2 ? [x, c, 0] : h < 3 ? [0, c, x] : h < 4 ? [0, x, c] : h < 5 ? [x, 0, c] : [c, 0, x]
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)]
}
