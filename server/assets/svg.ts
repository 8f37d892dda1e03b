/** Small vector assets: the Koi logo, social icons and swap token icons. */

const encoder = new TextEncoder()

export function koiLogoSvg(): Uint8Array {
  return encoder.encode(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120">
  <title>Koi</title>
  <circle cx="60" cy="60" r="56" fill="#0b1320" stroke="#c9a44c" stroke-width="6"/>
  <path d="M28 62c10-22 44-26 60-6-16 18-48 20-60 6z" fill="#f5efe6"/>
  <path d="M50 50c6-6 16-6 22 0-6 4-16 4-22 0z" fill="#ec702c"/>
  <path d="M30 62l-14-12v24z" fill="#ec702c"/>
  <circle cx="78" cy="58" r="3" fill="#0b1320"/>
</svg>
`)
}

const SOCIAL_MARKS: Record<string, { colour: string; mark: string }> = {
  instagram: { colour: '#c13584', mark: 'IG' },
  x: { colour: '#000000', mark: 'X' },
  youtube: { colour: '#ff0000', mark: 'YT' },
  discord: { colour: '#5865f2', mark: 'D' },
  telegram: { colour: '#229ed9', mark: 'T' },
  tiktok: { colour: '#111111', mark: 'TT' },
}

export const SOCIAL_ICON_NAMES = Object.keys(SOCIAL_MARKS)

export function socialIconSvg(name: string): Uint8Array | null {
  const social = SOCIAL_MARKS[name]
  if (!social) return null
  return badge(social.colour, social.mark, name)
}

const TOKEN_COLOURS: Record<string, string> = {
  ape: '#0054f9',
  anime: '#e84393',
  avax: '#e84142',
  arb: '#28a0f0',
  usdc: '#2775ca',
}

export function tokenIconSvg(symbol: string): Uint8Array | null {
  const colour = TOKEN_COLOURS[symbol]
  return colour ? badge(colour, symbol.toUpperCase(), symbol) : null
}

function badge(colour: string, mark: string, title: string): Uint8Array {
  const size = mark.length > 3 ? 11 : 16
  return encoder.encode(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48">
  <title>${title}</title>
  <circle cx="24" cy="24" r="22" fill="${colour}"/>
  <text x="24" y="29.5" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="${size}" fill="#ffffff">${mark}</text>
</svg>
`)
}
