// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { chooseInDialog } from '../../src/services/wallet/chooserDialog.ts'

const options = [
  { label: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: 1 },
  { label: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', value: 2 },
]

function buttonNamed(name: string): HTMLButtonElement {
  const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === name)
  if (!button) throw new Error(`no button named ${name}`)
  return button
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('wallet chooser dialog', () => {
  it('resolves with the option whose button the person clicks, then goes away', async () => {
    const choice = chooseInDialog(document, { title: 'Koi Dev Wallet', description: 'Pick an account', options })
    const dialog = document.querySelector('[role="dialog"]')
    expect(dialog?.getAttribute('aria-labelledby')).toBeTruthy()
    expect(document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Koi Dev Wallet')

    buttonNamed('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC').click()
    await expect(choice).resolves.toBe(2)
    expect(document.querySelector('[role="dialog"]')).toBeNull()
  })

  it('refuses with code 4001 on Cancel and on Escape', async () => {
    const cancelled = chooseInDialog(document, { title: 'Koi Dev Wallet', description: 'Pick an account', options })
    buttonNamed('Cancel').click()
    await expect(cancelled).rejects.toMatchObject({ code: 4001 })

    const escaped = chooseInDialog(document, { title: 'Koi Dev Wallet', description: 'Pick an account', options })
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    await expect(escaped).rejects.toMatchObject({ code: 4001 })
    expect(document.querySelector('[role="dialog"]')).toBeNull()
  })

  it('gives focus back to the control that opened it when it closes', async () => {
    const connect = document.createElement('button')
    connect.textContent = 'Connect wallet'
    document.body.append(connect)
    connect.focus()
    const escaped = chooseInDialog(document, { title: 'Koi Dev Wallet', description: 'Pick an account', options })
    expect(document.activeElement?.textContent).toBe(options[0]?.label)
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    await expect(escaped).rejects.toMatchObject({ code: 4001 })
    expect(document.activeElement).toBe(connect)

    connect.focus()
    const chosen = chooseInDialog(document, { title: 'Koi Dev Wallet', description: 'Pick an account', options })
    buttonNamed(options[1]!.label).click()
    await expect(chosen).resolves.toBe(2)
    expect(document.activeElement).toBe(connect)
  })
})
