/**
 * Document nodes on the collection page while scrolling through all 10,000 Battlecards: the grid
 * is virtualised, so the count should stay bounded however far one scrolls. Goal: at most 1,500
 * elements after the last card. Also prints the JavaScript the page fetched before and after the
 * scroll, by kind, to show the chart and 3D code stay out of the first load. Prints figures only;
 * needs a build (`npx vite build`), then `npx tsx bench/collection-nodes.ts`.
 */
import { chromium } from 'playwright-core'
import { startBuiltApp } from './builtApp.ts'

const GOAL_NODES = 1500
const app = await startBuiltApp()
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
})
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  const scripts: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname)
  })
  await page.goto(`${app.baseUrl}/collection/battlecards`)
  await page.locator('.koi-item-card').first().waitFor()
  const nodes = () => page.evaluate(() => document.getElementsByTagName('*').length)
  const pagesText = () => page.locator('.koi-item-grid__pages').textContent()
  const atStart = await nodes()
  let most = atStart
  const started = Date.now()
  for (let round = 0; round < 400; round += 1) {
    const text = await pagesText()
    if (text?.startsWith('Page 200 of 200')) break
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await page.waitForFunction(
      (before) => document.querySelector('.koi-item-grid__pages')?.textContent !== before,
      text,
      { timeout: 15_000 },
    )
    most = Math.max(most, await nodes())
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await page.getByText(/#9999$/).waitFor()
  const atEnd = await nodes()
  const cards = await page.locator('.koi-item-card').count()
  console.log(`collection page, 10,000 Battlecards at 1280×900 in Chromium:`)
  console.log(`  elements at first paint of the grid: ${atStart}`)
  console.log(
    `  elements after the last card (${await pagesText()}): ${atEnd} (goal ≤ ${GOAL_NODES}); cards in the document: ${cards}`,
  )
  console.log(`  most elements seen while scrolling: ${most}`)
  console.log(`  scrolling through 200 pages took ${((Date.now() - started) / 1000).toFixed(1)} s on this machine`)
  const chartOrModel = scripts.filter((path) => /uPlot|UplotChart|three|ModelViewer|drei|fiber/i.test(path))
  console.log(
    `  scripts fetched: ${scripts.length}; chart or 3D chunks among them: ${chartOrModel.join(', ') || 'none'}`,
  )
} finally {
  await browser.close()
  await app.stop()
}
