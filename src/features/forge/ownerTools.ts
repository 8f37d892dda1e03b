import { lazy } from 'react'

/**
 * What only the profile's own member uses: the artist card, the X and Discord buttons and the
 * profile editor, with their machines. A visitor's page (a shared link) never loads them; the
 * member's own page fetches them once it has painted.
 */
export const ArtistCard = lazy(() => import('./artist/ArtistCard').then((module) => ({ default: module.ArtistCard })))
export const SocialButtons = lazy(() =>
  import('./social/SocialButtons').then((module) => ({ default: module.SocialButtons })),
)
export const ProfileEditorModal = lazy(() =>
  import('./editor/ProfileEditorModal').then((module) => ({ default: module.ProfileEditorModal })),
)
