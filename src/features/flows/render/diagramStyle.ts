/** Embedded in every diagram so an exported SVG file looks the same as the page. */
export const diagramStyle = `
.flows-diagram { font-family: ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif; }
.flows-diagram .state > .box { fill: #ffffff; stroke: #64748b; stroke-width: 1.5; }
.flows-diagram .state--root > .box { fill: #f8fafc; stroke: #cbd5e1; }
.flows-diagram .state--compound > .box, .flows-diagram .state--parallel > .box { fill: #f8fafc; }
.flows-diagram .state--region > .box { fill: none; stroke-dasharray: 6 4; }
.flows-diagram .state--final > .box-inner { fill: none; stroke: #64748b; stroke-width: 1.5; }
.flows-diagram .state--active > .box { fill: #e0f2fe; stroke: #0369a1; stroke-width: 3; }
.flows-diagram .state--active.state--compound > .box, .flows-diagram .state--active.state--parallel > .box { fill: #f0f9ff; }
.flows-diagram .state--active.state--root > .box { fill: #f8fafc; stroke: #cbd5e1; stroke-width: 1.5; }
.flows-diagram .state-name { font-size: 13px; font-weight: 600; fill: #0f172a; }
.flows-diagram .state-kind { font-weight: 400; fill: #64748b; }
.flows-diagram .state-description { font-size: 11px; font-style: italic; fill: #475569; }
.flows-diagram .state-detail { font-size: 11px; fill: #334155; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
.flows-diagram .initial-marker circle { fill: #0f172a; }
.flows-diagram .initial-marker path { fill: none; stroke: #0f172a; stroke-width: 1.5; }
.flows-diagram .arrow-head { fill: context-stroke; }
.flows-diagram .edge > path { fill: none; stroke: #475569; stroke-width: 1.5; }
.flows-diagram .edge--after > path { stroke-dasharray: 5 3; }
.flows-diagram .edge--always > path { stroke-dasharray: 2 3; }
.flows-diagram .edge--error > path { stroke: #b91c1c; }
.flows-diagram .edge--path > path { stroke: #d97706; stroke-width: 3; }
.flows-diagram .edge--taken > path { stroke: #0369a1; stroke-width: 3; }
.flows-diagram .edge--walked:not(.edge--path):not(.edge--taken) > path { stroke: #15803d; stroke-width: 2.5; }
.flows-diagram .edge-label rect { fill: #ffffff; fill-opacity: 0.92; }
.flows-diagram .edge--path .edge-label rect { fill: #fef3c7; }
.flows-diagram .edge--taken .edge-label rect { fill: #e0f2fe; }
.flows-diagram .edge-event { font-size: 11px; font-weight: 600; fill: #0f172a; }
.flows-diagram .edge-detail { font-size: 11px; fill: #334155; }
`
