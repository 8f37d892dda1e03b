import { existsSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import { openDatabase, type Db, type DbTarget } from '../db/connect.ts'
import { demoInstant } from '../db/schema/index.ts'

/** The instant the database's demo data was generated for, or undefined when it holds none. */
export async function readDemoInstant(db: Db): Promise<Date | undefined> {
  const [row] = await db.select({ instant: demoInstant.instant }).from(demoInstant).where(eq(demoInstant.id, 1))
  return row?.instant
}

/**
 * The instant the demo data of the database at `target` was generated for, or undefined for a
 * database not seeded yet (or seeded before the instant was kept). The demo chain replays its
 * history for it, so a restart gives the same blocks and the indexed chain facts stay valid.
 */
export async function storedDemoInstant(target: DbTarget): Promise<Date | undefined> {
  // an embedded database that does not exist yet holds nothing: no need to create it here
  if (!target.databaseUrl && (!target.dataDir || !existsSync(target.dataDir))) return undefined
  const database = await openDatabase(target)
  try {
    return await readDemoInstant(database.db)
  } finally {
    await database.close()
  }
}
