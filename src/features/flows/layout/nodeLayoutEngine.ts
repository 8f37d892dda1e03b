import ELK from 'elkjs/lib/elk.bundled.js'
import type { ElkLayoutEngine } from './diagramLayout'

/** elkjs on the calling thread: for `npm run diagrams`, the benchmark and tests, never for the page. */
export function createNodeLayoutEngine(): ElkLayoutEngine {
  const elk = new ELK()
  return (graph) => elk.layout(graph)
}
