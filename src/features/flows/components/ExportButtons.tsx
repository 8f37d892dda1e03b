import type { DiagramGraph } from '../model/diagramGraph'
import type { DiagramLayout } from '../layout/diagramLayout'
import { diagramFile, type DiagramFormat } from '../export/diagramFiles'

const formats: { format: DiagramFormat; label: string }[] = [
  { format: 'svg', label: 'SVG image' },
  { format: 'mermaid', label: 'Mermaid text' },
  { format: 'json', label: 'JSON' },
]

/** Downloads the diagram as a file, built by the same renderer as the page. */
export function ExportButtons({ graph, layout, title }: { graph: DiagramGraph; layout: DiagramLayout; title: string }) {
  const download = (format: DiagramFormat) => {
    const file = diagramFile(format, graph, layout, title)
    const url = URL.createObjectURL(new Blob([file.content], { type: file.type }))
    const link = document.createElement('a')
    link.href = url
    link.download = file.name
    link.click()
    // The click has started the download; the object URL is not needed after this task.
    setTimeout(() => URL.revokeObjectURL(url), 0)
  }
  return (
    <section className="flows-panel__section" aria-labelledby="flows-export">
      <h3 id="flows-export">Export</h3>
      <div className="flows-buttons">
        {formats.map(({ format, label }) => (
          <button key={format} type="button" onClick={() => download(format)}>
            {label}
          </button>
        ))}
      </div>
    </section>
  )
}
