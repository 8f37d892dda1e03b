import { openDatabase, type DbTarget } from './db/connect'
import { generateDemoData } from './seed/data'
import { isSeeded, seedDatabase } from './seed/load'

/** What the seeding process is given by `seedApart` (main.ts), as JSON in its one argument. */
export interface SeedJob {
  target: DbTarget
  members?: number
  swapAddress?: string
  /** The demo's instant (ISO), when the demo chain replays its history for it: the data must end there too. */
  now?: string
}

const job = JSON.parse(process.argv[2] ?? '{}') as SeedJob
const database = await openDatabase(job.target)
try {
  if (!(await isSeeded(database.db))) {
    await seedDatabase(
      database.db,
      generateDemoData({ members: job.members, now: job.now ? new Date(job.now) : undefined }),
      { swapAddress: job.swapAddress },
    )
  }
} finally {
  await database.close()
}
