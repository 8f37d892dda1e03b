import ELK from 'elkjs/lib/elk-api'
import type { ElkLayoutEngine } from './diagramLayout'

let elk: InstanceType<typeof ELK> | null = null

/** elkjs behind a Web Worker, started on first use and shared by every diagram of the page. */
export function createBrowserLayoutEngine(): ElkLayoutEngine {
  return (graph) => {
    elk ??= new ELK({
      workerFactory: () => new Worker(new URL('./layout.worker.ts', import.meta.url), { type: 'module' }),
    })
    return elk.layout(graph)
  }
}
