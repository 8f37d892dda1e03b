import { config } from 'zod/mini'

// zod compiles object parsers with `new Function` when the page allows it, and probes by calling it
// once; the Content Security Policy allows no eval, so the probe alone would be reported as a
// violation. Parsing without the compiled fast path needs no eval. Imported first by the entry,
// before any schema is built (each object schema reads this setting when it is created).
config({ jitless: true })
