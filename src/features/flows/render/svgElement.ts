/**
 * A framework-free SVG tree: the diagram renderer builds one, and it becomes either a standalone
 * SVG file (export, `npm run diagrams`) or React elements (the page), so both show the same drawing.
 */
export interface SvgElement {
  tag: string
  attrs: Record<string, string | number | undefined>
  children: (SvgElement | string)[]
}

export function svg(tag: string, attrs: SvgElement['attrs'], ...children: (SvgElement | string | null)[]): SvgElement {
  return { tag, attrs, children: children.filter((child): child is SvgElement | string => child !== null) }
}

export function toSvgString(element: SvgElement): string {
  const attrs = Object.entries(element.attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('')
  const children = element.children.map((child) => (typeof child === 'string' ? escapeXml(child) : toSvgString(child)))
  return children.length === 0
    ? `<${element.tag}${attrs}/>`
    : `<${element.tag}${attrs}>${children.join('')}</${element.tag}>`
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}
