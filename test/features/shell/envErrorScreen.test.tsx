import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EnvErrorScreen } from '../../../src/features/shell/EnvErrorScreen'
import { parseEnv } from '../../../src/services/config/env'

function errorOf(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}

describe('start-up with a broken environment', () => {
  it('shows every missing or malformed value on screen instead of a blank page', () => {
    render(<EnvErrorScreen error={errorOf(() => parseEnv({ mainUrl: 'nope' }))} />)
    expect(screen.getByRole('heading', { name: 'The site cannot start' })).toBeInTheDocument()
    const problems = screen.getAllByRole('listitem').map((item) => item.textContent)
    expect(problems).toContain('mainUrl is malformed (must be an absolute URL)')
    expect(problems).toContain('blogUrl is missing')
    expect(problems).toContain('cdnVersion is missing')
    expect(problems).toContain('contracts is missing')
    expect(problems).not.toContain('chainId is missing')
  })
})
