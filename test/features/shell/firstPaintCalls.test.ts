import { describe, expect, it } from 'vitest'
import { callDefinition } from '../../../src/services/api/callDefinitions'
import { calls } from '../../../src/services/api'

describe('call declarations the first page carries', () => {
  it('has the site configuration at hand, without waiting for the catalogue', () => {
    const definition = callDefinition('getSiteConfigs')
    expect(definition).not.toBeInstanceOf(Promise)
    expect(definition).toBe(calls.getSiteConfigs)
  })

  it('fetches the catalogue for any other call and finds the same declaration', async () => {
    const definition = callDefinition('verifyLogin')
    expect(definition).toBeInstanceOf(Promise)
    await expect(definition).resolves.toBe(calls.verifyLogin)
    await expect(callDefinition('getUser')).resolves.toBe(calls.getUser)
  })
})
