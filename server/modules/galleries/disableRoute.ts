import { eq } from 'drizzle-orm'
import { artistSubmissions, fanArt, gameGallery } from '../../db/schema'
import { forbidden, notFound } from '../../http/errors'
import { route } from '../../http/route'
import { isAdmin } from '../users/profile'

const tables = { fan_art: fanArt, game: gameGallery, artist_submission: artistSubmissions } as const
const names = { fan_art: 'fan-art submission', game: 'game-gallery item', artist_submission: 'artist submission' }

/** The admin's disable toggle on gallery tiles: hides a submission from visitors or shows it again. */
export const submissionDisableRoutes = [
  route('setSubmissionDisabled', async ({ params, body, account, deps }) => {
    if (!(await isAdmin(deps.db, account))) throw forbidden('only admins may disable or enable submissions')
    const table = tables[params.kind]
    const [row] = await deps.db
      .update(table)
      .set({ disabled: body.disabled })
      .where(eq(table.id, params.id))
      .returning({ id: table.id, disabled: table.disabled })
    if (!row) throw notFound(`no ${names[params.kind]} ${params.id}`)
    return { _id: row.id, kind: params.kind, disabled: row.disabled }
  }),
]
