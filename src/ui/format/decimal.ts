/**
 * English (en-US) number text made without `Intl`. A page's first `Intl` formatter loads the
 * locale's data: 25 to 30 ms on a desktop CPU, four times that on a mid-range phone, and on a drawn
 * page it fell inside the hydration's one long task. What the pages show with it (counts and totals,
 * points) is plain enough to write out; `decimal.test.ts` holds every function here to what
 * `Intl.NumberFormat('en-US', …)` gives, over random values.
 */

/** A finite number as its shortest decimal digits and a power of ten: 12.5 is 125 × 10^-1. */
interface Decimal {
  negative: boolean
  digits: string
  exponent: number
}

/** The shortest decimal form of `value` (the one `String` gives, which Intl rounds too). */
function decimalOf(value: number): Decimal {
  const [mantissa = '0', power = '0'] = String(Math.abs(value)).split('e')
  const [whole = '0', fraction = ''] = mantissa.split('.')
  return {
    // Intl writes a negative value that rounds to zero, and negative zero, as -0
    negative: value < 0 || Object.is(value, -0),
    digits: `${whole}${fraction}`,
    exponent: Number(power) - fraction.length,
  }
}

/**
 * `value` × 10^`shift` rounded to `places` decimals, ties away from zero (Intl's `halfExpand`), in
 * whole units of 10^-`places`: exact, whatever the number's size.
 */
function roundedUnits({ digits, exponent }: Decimal, shift: number, places: number): bigint {
  const cut = -(exponent + shift + places)
  if (cut <= 0) return BigInt(digits) * 10n ** BigInt(-cut)
  const kept = digits.slice(0, Math.max(0, digits.length - cut))
  const firstDropped = cut > digits.length ? 0 : Number(digits[digits.length - cut])
  return BigInt(kept || '0') + (firstDropped >= 5 ? 1n : 0n)
}

/**
 * Whole units of 10^-`places` as text, thousands grouped: trailing zeros of the decimals left out,
 * or kept (`fixed`) as a currency shows its cents.
 */
function written(units: bigint, places: number, negative: boolean, { fixed = false, prefix = '' } = {}): string {
  const text = units.toString().padStart(places + 1, '0')
  const whole = text.slice(0, text.length - places).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const decimals = text.slice(text.length - places)
  const fraction = fixed ? decimals : decimals.replace(/0+$/, '')
  return `${negative ? '-' : ''}${prefix}${whole}${fraction ? `.${fraction}` : ''}`
}

/** Up to `maximumFractionDigits` decimals, with thousands grouped: `Intl.NumberFormat('en-US', { maximumFractionDigits })`. */
export function groupedDecimal(value: number, maximumFractionDigits = 3): string {
  if (!Number.isFinite(value)) return new Intl.NumberFormat('en-US', { maximumFractionDigits }).format(value)
  const decimal = decimalOf(value)
  return written(roundedUnits(decimal, 0, maximumFractionDigits), maximumFractionDigits, decimal.negative)
}

/** The short scale's letters, each a thousand times the one before. */
const UNITS = ['', 'K', 'M', 'B', 'T'] as const

/**
 * The compact form with one decimal at most (1K, 12.5K, 3.4M): `Intl.NumberFormat('en-US',
 * { notation: 'compact', maximumFractionDigits: 1 })`. A value that rounds up to a thousand of its
 * unit is shown in the next (999,950 is 1M, not 1000K), as Intl does.
 */
export function compactDecimal(value: number): string {
  const intl = () => new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(value)
  if (!Number.isFinite(value)) return intl()
  const decimal = decimalOf(value)
  // the power of ten of the leading digit
  const magnitude = decimal.digits.replace(/^0+/, '').length - 1 + decimal.exponent
  let unit = Math.max(0, Math.floor(magnitude / 3))
  if (unit >= UNITS.length) return intl()
  let units = roundedUnits(decimal, -3 * unit, 1)
  if (units >= 10_000n) {
    unit += 1
    if (unit >= UNITS.length) return intl()
    units = roundedUnits(decimal, -3 * unit, 1)
  }
  return `${written(units, 1, decimal.negative)}${UNITS[unit]}`
}

/**
 * An amount in US dollars, with cents (or whole dollars, `cents: false`): `Intl.NumberFormat('en-US',
 * { style: 'currency', currency: 'USD' })`, and with `maximumFractionDigits: 0`.
 */
export function usDollars(value: number, { cents = true } = {}): string {
  const places = cents ? 2 : 0
  if (!Number.isFinite(value))
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: places }).format(
      value,
    )
  const decimal = decimalOf(value)
  return written(roundedUnits(decimal, 0, places), places, decimal.negative, { fixed: true, prefix: '$' })
}
