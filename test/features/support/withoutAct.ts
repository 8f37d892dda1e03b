import { afterAll, beforeAll } from 'vitest'

/**
 * Lets React render in this file as in a browser, on its own schedule, without act(): for tests
 * of when React renders (which act() would change) or of work that waits across renders (whose
 * overlapping act() scopes would outlive the file in a shared worker). Call at the file's top.
 */
export function renderWithoutAct(): void {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  let wasActEnvironment: boolean | undefined
  beforeAll(() => {
    wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false
  })
  afterAll(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment
  })
}
