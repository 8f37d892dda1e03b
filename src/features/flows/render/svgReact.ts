import { createElement, type ReactElement } from 'react'
import type { SvgElement } from './svgElement'

/** The page draws the same tree as the exported file, as React elements so it updates in place. */
export function toReactElement(element: SvgElement, key?: string | number): ReactElement {
  const props: Record<string, unknown> = { key }
  for (const [name, value] of Object.entries(element.attrs)) {
    if (value === undefined || name === 'xmlns') continue
    props[reactPropName(name)] = value
  }
  const children = element.children.map((child, index) =>
    typeof child === 'string' ? child : toReactElement(child, index),
  )
  return createElement(element.tag, props, ...children)
}

function reactPropName(name: string): string {
  if (name === 'class') return 'className'
  if (name.startsWith('data-') || name.startsWith('aria-')) return name
  return name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase())
}
