import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { LongestFirstSequencer } from './test/longestFirst'

// One project per kind of test; `npm test` runs them all, `npm run test:<kind>` one of them.
export default defineConfig({
  test: {
    // vitest's default is one worker per core but one; on two cores that runs every file in turn, while
    // most of a server file's time is spent waiting on its database, a chain or a child process
    maxWorkers: 2,
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'features',
          environment: 'jsdom',
          include: ['test/features/**/*.test.{ts,tsx}'],
          setupFiles: ['test/features/setup.ts'],
          // a worker keeps its jsdom and the modules it imported from one file to the next: importing
          // React, the router and the app again for each file, in a new jsdom, was half the
          // project's time. The setup file gives back at each file's end what a file changed
          isolate: false,
          // beside a server test on the two cores, a test that draws pages of cards takes seconds
          testTimeout: 20_000,
        },
      },
      { test: { name: 'machines', environment: 'node', include: ['test/machines/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['test/server/**/*.test.ts'],
          globalSetup: ['test/server/seededDatabases.ts'],
          // a worker keeps the modules it imported from one file to the next (the server's, drizzle's,
          // viem's): importing them again for each of 55 files cost minutes. Each file still opens
          // its own databases and apps, and the server holds nothing per process but caches of files
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'contracts',
          environment: 'node',
          include: ['test/contracts/**/*.test.ts'],
          globalSetup: ['test/server/seededDatabases.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/harness/seededDatabase.ts', 'test/e2e/harness/qaReport.ts'],
          testTimeout: 180_000,
          hookTimeout: 600_000,
          // what a page shows arrives from its server and its chain: a busy host may take seconds,
          // which vitest's 1 s default for expect.poll does not allow
          expect: { poll: { timeout: 10_000 } },
          // each file runs its own chain, server and browser on free ports: two files at a time
          maxWorkers: 2,
          // a worker keeps the modules it imported (the server's, the machines', playwright's) from one
          // file to the next; each file still starts its own stack and browser
          isolate: false,
        },
      },
      {
        test: {
          name: 'types',
          include: [],
          typecheck: {
            enabled: true,
            only: true,
            include: ['test/**/*.test-d.ts'],
            tsconfig: './tsconfig.typetests.json',
          },
        },
      },
    ],
  },
})
