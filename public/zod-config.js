// Read by zod before any schema is built: parse without compiled (eval) parsers, so the
// Content Security Policy, which allows no eval, has nothing to report. A classic script runs
// before the app's module scripts, whatever chunk zod lands in.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true })
