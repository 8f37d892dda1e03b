/**
 * A page the server drew is read from its HTML, its styles and its lead picture alone; its code only
 * makes it respond. So the drawn page asks for its code once it has painted and its lead picture
 * (every `<img fetchpriority="high">` not lazy) has arrived, or `LEAD_PICTURE_WAIT_MS` after the
 * paint if the picture is slow. On a slow connection the styles and the picture then have it to
 * themselves, where the 140 KB of code would otherwise share it and hold the first screen back;
 * the code arrives about one round trip later than if it were asked for at once, as the same bytes
 * still have to come down the same connection.
 *
 * The build's script and module-preload elements are taken out of the page and put back, in their
 * order, by one inline script at the end of the body (allowed by the CSP by its hash, as the
 * page's other inline scripts are): the scripts first, in a task of their own, then the preloads a
 * few per task (`PRELOADS_PER_TASK`). The scripts keep their order of execution (`async = false`):
 * the classic `zod-config.js` runs before the app's module.
 */

import { EARLY_TAPS_SCRIPT } from '../../src/services/hydration/earlyTaps'

/** How long after the first paint the code waits for a lead picture that has not arrived. */
export const LEAD_PICTURE_WAIT_MS = 1000

interface PageScript {
  src: string
  module: boolean
  crossOrigin: boolean
}

interface PageCode {
  scripts: PageScript[]
  preloads: string[]
}

const EXTERNAL_SCRIPT = /<script\b([^>]*)\ssrc="([^"]+)"([^>]*)><\/script>\s*/g
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>\s*/g
const HREF = /\shref="([^"]+)"/

/**
 * Module preloads put in per task once the scripts are in. Each element put in starts a request,
 * some of a slow phone's main thread each (about 2 ms on this host under a browser's tracing, as
 * Lighthouse runs it, 10 to 13 ms at a phone's 5x), and a page has fifteen or more: put in at once
 * they were the art contest's first long task after its paint, eight a task were still two long
 * tasks on `/swaps`, and the two scripts with three preloads were one task of 8 to 11 ms on every
 * page (over 50 ms at Lighthouse's 6x). The scripts go in a task of their own, so the entry is
 * asked for at once; the preloads follow two per task, the first being the runtime and the
 * start-up chunk, then the page's own route chunk, which the start-up code needs first. A later
 * task may wait behind the start-up code's evaluation; its chunks are then asked for by the
 * router's imports if not before. A hidden tab, where timers are slowed and nothing is painted, has
 * them all at once.
 */
export const PRELOADS_PER_TASK = 2

/**
 * Runs in the page: the code is put in once (`started`), when the page is hidden (a background tab
 * paints nothing), or after the first paint once every lead picture has loaded or failed and been
 * painted (the frame after its load).
 */
const LOADER = `(function(code,wait,batch){var started=!1;function start(){if(started)return;started=!0;code.scripts.forEach(function(s){var e=document.createElement("script");if(s.module)e.type="module";if(s.crossOrigin)e.crossOrigin="";e.async=!1;e.src=s.src;document.head.appendChild(e)});if(document.visibilityState!=="visible")return preload(0,code.preloads.length);setTimeout(function(){preload(0,batch)},0)}function preload(from,size){var to=Math.min(from+size,code.preloads.length);for(var i=from;i<to;i++){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=code.preloads[i];document.head.appendChild(l)}if(to<code.preloads.length)setTimeout(function(){preload(to,size)},0)}if(document.visibilityState!=="visible")return start();function afterPaint(f){requestAnimationFrame(function(){setTimeout(f,0)})}function leadsLoaded(){var leads=[].slice.call(document.querySelectorAll('img[fetchpriority="high"]:not([loading="lazy"])'));function settled(){return leads.every(function(i){return i.complete})}if(settled())return start();function arrived(){settled()&&afterPaint(start)}leads.forEach(function(i){i.addEventListener("load",arrived);i.addEventListener("error",arrived)});setTimeout(start,wait)}afterPaint(leadsLoaded)})`

/** The build's scripts and module preloads in `html`, in their order, and `html` without them. */
export function takeCode(html: string): { html: string; code: PageCode } {
  const scripts: PageScript[] = []
  const preloads: string[] = []
  const withoutScripts = html.replace(EXTERNAL_SCRIPT, (_tag, before: string, src: string, after: string) => {
    const attributes = `${before} ${after}`
    scripts.push({ src, module: /\stype="module"/.test(attributes), crossOrigin: /\scrossorigin\b/.test(attributes) })
    return ''
  })
  const withoutCode = withoutScripts.replace(MODULE_PRELOAD, (tag) => {
    const href = HREF.exec(tag)?.[1]
    if (href) preloads.push(href)
    return ''
  })
  return { html: withoutCode, code: { scripts, preloads } }
}

/** `<` escaped so the JSON cannot close the script element it sits in. */
export const scriptSafe = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/** The inline script that asks for `code` after the first paint and the lead picture. */
export function codeLoader(code: PageCode, waitMs = LEAD_PICTURE_WAIT_MS): string {
  return `<script>${LOADER}(${scriptSafe(code)},${waitMs},${PRELOADS_PER_TASK})</script>`
}

/**
 * `html` (a whole drawn page) with its code asked for after its first paint and lead picture, and
 * the taps made before the code runs kept to be made again once it has (`src/services/hydration/earlyTaps.ts`).
 */
export function codeAfterPaint(html: string): string {
  const { html: page, code } = takeCode(html)
  if (code.scripts.length === 0) return html
  return page
    .replace('<head>', () => `<head><script>${EARLY_TAPS_SCRIPT}</script>`)
    .replace('</body>', () => `${codeLoader(code)}</body>`)
}
