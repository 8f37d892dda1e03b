import { eq } from 'drizzle-orm'
import { getAddress } from 'viem'
import { guardians, members } from '../../db/schema'
import type { AppDeps } from '../../http/context'
import { badRequest, conflict, forbidden, isUniqueViolation } from '../../http/errors'
import { route } from '../../http/route'
import { checkedImage } from './image'
import { isUsernameTaken, profileOf } from './profile'
import { storeUpload } from './uploads'

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
  if (changes.image !== undefined) {
    const image = await checkedImage(changes.image)
    const id = await storeUpload(deps.db, account, image.mime, image.bytes)
    values.image = `${deps.env.mainUrl}/uploads/${id}`
  }
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
    await deps.db
      .insert(members)
      .values({ account, ...values })
      .onConflictDoUpdate({ target: members.account, set: values })
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
