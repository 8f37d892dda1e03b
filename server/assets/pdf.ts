import { EDITIONS, VIRTUES } from '../seed/data/collection-definitions.ts'

/** The Traveller field guide: a real one-page PDF 1.4 with Helvetica text and a byte-exact xref. */

const LINES: readonly { size: number; text: string }[] = [
  { size: 22, text: 'Koi: Traveller field guide' },
  { size: 11, text: 'Everything a new Traveller needs before the first duel in the Golden Temple.' },
  { size: 14, text: 'The five virtues' },
  { size: 11, text: `${VIRTUES.join(', ')}. Each beats two virtues and loses to two.` },
  { size: 11, text: 'Power only decides a round when two cards of the same virtue meet.' },
  { size: 14, text: 'The six editions' },
  { size: 11, text: `${EDITIONS.join(', ')}.` },
  { size: 11, text: 'Gods and Mythic cards are the rarest; every edition is playable in every arena.' },
  { size: 14, text: 'The four arenas of the Odyssey' },
  { size: 11, text: 'Golden Temple (open now), Mystic Forest, Mystic River, Great Waterfall.' },
  { size: 11, text: 'Cash-prized challenges of 3,000 and 5,000 dollars run for two weeks each.' },
  { size: 14, text: 'Rewards' },
  { size: 11, text: 'Quests earn GCoins; redeem them for Ape, Anime, AVAX, Arb or USDC in the swap area.' },
  { size: 11, text: 'Shields mark what you have done and can be downloaded once owned.' },
]

function escapePdfText(text: string): string {
  return text.replace(/[\\()]/g, (match) => `\\${match}`)
}

export function buildFieldGuidePdf(): Uint8Array {
  let y = 740
  const commands = ['BT']
  for (const line of LINES) {
    y -= line.size === 11 ? 18 : 30
    commands.push(`/F1 ${line.size} Tf`, `1 0 0 1 56 ${y} Tm`, `(${escapePdfText(line.text)}) Tj`)
  }
  commands.push('ET')
  const content = commands.join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Title (Koi: Traveller field guide) /Producer (Koi demo assets) >>',
  ]
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(latin1Length(body))
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xrefAt = latin1Length(body)
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`
  return Uint8Array.from(body, (char) => char.charCodeAt(0) & 0xff)
}

/** Every character of the document is one byte (Latin-1), so offsets are string lengths. */
function latin1Length(text: string): number {
  return text.length
}
