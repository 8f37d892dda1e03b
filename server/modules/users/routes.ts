import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { getAddress } from 'viem'
import { guardians, members, uploads } from '../../db/schema'
import type { AppDeps } from '../../http/context'
import { badRequest, conflict, forbidden, isUniqueViolation } from '../../http/errors'
import { route } from '../../http/route'
import { checkedImage } from './image'
import { isUsernameTaken, profileOf } from './profile'
import { uploadIdOf } from './uploads'

interface ProfileChanges {
  username?: string
  biography?: string
  url?: string
  location?: string
  guardianId?: string
  image?: Blob
}

async function saveProfile(deps: AppDeps, account: string, changes: ProfileChanges) {
  const values: Partial<typeof members.$inferInsert> = {}
  if (changes.username !== undefined) values.username = changes.username
  if (changes.biography !== undefined) values.biography = changes.biography
  if (changes.url !== undefined) values.url = changes.url
  if (changes.location !== undefined) values.location = changes.location
  if (changes.guardianId !== undefined) {
    const [guardian] = await deps.db
      .select({ id: guardians.id })
      .from(guardians)
      .where(eq(guardians.id, changes.guardianId))
      .limit(1)
    if (!guardian) throw badRequest(`body.guardianId: no guardian ${changes.guardianId}`)
    values.guardianId = changes.guardianId
  }
  const image = changes.image !== undefined ? await checkedImage(changes.image) : null
  if (changes.username !== undefined) {
    const [current] = await deps.db
      .select({ username: members.username })
      .from(members)
      .where(eq(members.account, account))
      .limit(1)
    const unchanged = current?.username === changes.username
    if (!unchanged && (await isUsernameTaken(deps.db, changes.username)))
      throw conflict('username has already been taken!')
  }
  try {
    // the image is stored with the profile change or not at all: a refused save keeps no upload,
    // and the image it replaces goes with it
    await deps.db.transaction(async (tx) => {
      if (image) {
        const [previous] = await tx
          .select({ image: members.image })
          .from(members)
          .where(eq(members.account, account))
          .limit(1)
        const id = randomUUID()
        await tx
          .insert(uploads)
          .values({ id, account, mime: image.mime, bytes: Buffer.from(image.bytes).toString('base64') })
        values.image = `${deps.env.mainUrl}/uploads/${id}`
        const replaced = previous?.image ? uploadIdOf(previous.image) : null
        if (replaced) await tx.delete(uploads).where(and(eq(uploads.id, replaced), eq(uploads.account, account)))
      }
      await tx
        .insert(members)
        .values({ account, ...values })
        .onConflictDoUpdate({ target: members.account, set: values })
    })
  } catch (error) {
    // two members racing for one name: the case-insensitive unique index decides
    if (isUniqueViolation(error)) throw conflict('username has already been taken!')
    throw error
  }
  return { status: true, message: 'changes saved!', user: await profileOf(deps.db, account) }
}

export const userRoutes = [
  route('getUser', ({ params, deps }) => profileOf(deps.db, params.account)),
  route('isUsernameAvailable', ({ params, deps }) => isUsernameTaken(deps.db, params.username)),
  route('updateUser', ({ body, account, deps }) => {
    if (body.account !== undefined && getAddress(body.account) !== account) {
      throw forbidden('you can only change your own profile')
    }
    return saveProfile(deps, account, body)
  }),
  route('updateProfileCard', ({ body, account, deps }) =>
    saveProfile(deps, account, { username: body.name, biography: body.description, image: body.image }),
  ),
  route('applyBetaAccess', async ({ account, deps }) => {
    const [row] = await deps.db
      .select({ beta: members.betaAccess })
      .from(members)
      .where(eq(members.account, account))
      .limit(1)
    if (row?.beta) return { status: true, message: 'Already registered as beta tester' }
    await deps.db
      .insert(members)
      .values({ account, betaAccess: true })
      .onConflictDoUpdate({ target: members.account, set: { betaAccess: true } })
    return { status: true, message: 'Successfully registered as beta tester' }
  }),
]
