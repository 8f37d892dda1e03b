import { Counter, Gauge, type Registry } from 'prom-client'

/** What the indexer tells operators: how far it is, how far behind, its metadata queue and RPC failures. */
export interface IndexerMetrics {
  indexedBlock: Gauge<'collection'>
  lagBlocks: Gauge<'collection'>
  metadataQueue: Gauge
  rpcErrors: Counter<'kind'>
}

const registered = new WeakMap<Registry, IndexerMetrics>()

/** The indexer's figures in a registry (once per registry: an indexer started again reuses them). */
export function indexerMetrics(registry: Registry): IndexerMetrics {
  const known = registered.get(registry)
  if (known) return known
  const metrics: IndexerMetrics = {
    indexedBlock: new Gauge({
      name: 'koi_indexer_indexed_block',
      help: 'The last block indexed, by collection address',
      labelNames: ['collection'],
      registers: [registry],
      aggregator: 'max',
    }),
    lagBlocks: new Gauge({
      name: 'koi_indexer_lag_blocks',
      help: "Blocks between the chain's head and the last block indexed, by collection address",
      labelNames: ['collection'],
      registers: [registry],
      aggregator: 'max',
    }),
    metadataQueue: new Gauge({
      name: 'koi_indexer_metadata_queue',
      help: 'Items waiting for their metadata (including those waiting for a retry)',
      registers: [registry],
      aggregator: 'max',
    }),
    rpcErrors: new Counter({
      name: 'koi_indexer_rpc_errors_total',
      help: 'Failed RPC requests of the indexer, by kind (rate-limited, refused-range, timed-out, too-large, unreachable)',
      labelNames: ['kind'],
      registers: [registry],
    }),
  }
  registered.set(registry, metrics)
  return metrics
}
