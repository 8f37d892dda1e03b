import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EnvProvider } from '../../../src/services/config/EnvProvider'
import { ItemListModal } from '../../../src/ui/modal/ItemListModal'
import { testEnv } from '../shell/renderApp'

describe('ItemListModal', () => {
  it('lists each item with its name, description and image', () => {
    render(
      <EnvProvider env={testEnv}>
        <ItemListModal
          open
          onClose={() => undefined}
          title="Guardians"
          items={[
            { name: 'Raiden', description: 'Guardian of storms', image: 'https://cdn.example.test/raiden.png' },
            { name: 'Suijin', description: 'Guardian of rivers', image: 'https://cdn.example.test/suijin.png' },
          ]}
        />
      </EnvProvider>,
    )
    const items = within(screen.getByRole('dialog', { name: 'Guardians' })).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent('RaidenGuardian of storms')
    expect(within(items[1] as HTMLElement).getByRole('img', { name: 'Suijin' })).toHaveAttribute(
      'src',
      'https://cdn.example.test/suijin.png',
    )
  })
})
