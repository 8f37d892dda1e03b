import type { Env } from '../../config/env'

/**
 * The development-build page that the security question guards. It lives on the server so that
 * nobody reads it in the app's code without answering.
 */
export function arenaDevBuildPage(env: Env) {
  return {
    title: 'Welcome, tester',
    paragraphs: [
      'This page hosts the development build of the arena game.',
      'Builds change often and may break. Tell us what you find in the testers’ channel on Discord.',
    ],
    buildUrl: env.arenaDevBuildUrl ?? null,
  }
}
