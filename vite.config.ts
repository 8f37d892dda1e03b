import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { callTable } from './scripts/callTablePlugin.ts'
import { sideEffectFree } from './scripts/sideEffectFreePlugin.ts'
import { precompress } from './scripts/precompressPlugin.ts'
import { startupChunk } from './scripts/startupChunkPlugin.ts'

// the entry and what it imports statically: one request, not twenty (scripts/startupChunkPlugin.ts)
const startup = startupChunk('src/main.tsx')

// The SPA. The API server (server/) serves the built files in production and in the start command.
// `vite build --ssr` builds the same app for the server, which draws each page's first screen with
// it (src/ssr/serverEntry.tsx into dist-ssr/, outside the files the server hands out).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    // the client's call routes as a literal: the contract's schemas (and full zod) stay off the page
    callTable(),
    // declarations only: what a page does not use stays out of it, whatever barrel it imports from
    sideEffectFree(['src/services/api/contract/', 'src/services/social/', 'src/services/reaction/', 'src/machines/']),
    // brotli and gzip copies of the hashed files, which the server sends by Accept-Encoding
    isSsrBuild ? null : precompress({ under: 'app/' }),
    isSsrBuild ? null : startup,
  ],
  // The app's own files live under /app/, apart from the CDN's /assets/{version}/ demo files.
  build: isSsrBuild
    ? { outDir: 'dist-ssr', sourcemap: false, copyPublicDir: false, emptyOutDir: true }
    : {
        outDir: 'dist',
        assetsDir: 'app',
        manifest: true,
        sourcemap: false,
        // One stylesheet for the whole app (65 KB, 13 KB compressed), linked by index.html and kept
        // by the browser across pages. Split by chunk, a drawn page waited on up to eight small
        // render-blocking files (the art contest's: its route's and its shared parts'), each a round
        // trip on a slow connection, and a page opened later waited on its own before rendering.
        cssCodeSplit: false,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // with React DOM's client, which the entry imports on its own after the app's modules
                // have run (src/main.tsx), in the same chunk all the same
                {
                  name: 'startup',
                  test: (id) => startup.test(id) || /node_modules[\\/](react-dom|scheduler)[\\/]/.test(id),
                },
                // viem's amount formatting alone: pages that show an amount do not bring viem's client
                // code, which the bundler would otherwise put in the same shared chunk
                { name: 'viem-units', test: /node_modules[\\/]viem[\\/]_esm[\\/]utils[\\/]unit[\\/]/ },
              ],
            },
          },
        },
      },
  ssr: {
    // bundled, not imported from node_modules at run time: packages that import their own CSS
    noExternal: isSsrBuild ? ['react-photo-album'] : [],
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': 'http://127.0.0.1:8787',
      '/downloadFile': 'http://127.0.0.1:8787',
      '/assets': 'http://127.0.0.1:8787',
    },
  },
}))
