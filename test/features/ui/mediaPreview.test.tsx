import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EnvProvider } from '../../../src/services/config/EnvProvider'
import { MediaPreview } from '../../../src/ui/media/MediaPreview'
import { installLayoutStubs } from '../collections/browserStubs'
import { testEnv } from '../shell/renderApp'

vi.mock('../../../src/ui/media/ModelViewer', () => ({
  default: ({ url, format }: { url: string; format: string }) => (
    <div data-testid="model-viewer">{`${format} ${url}`}</div>
  ),
}))

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('media previews', () => {
  it('loads a 3D model viewer only once the preview is on screen', async () => {
    const { reveal } = installLayoutStubs()
    render(<MediaPreview url="https://cdn.example.test/assets/v7/models/koi-lantern.glb" mime="model/gltf-binary" />)
    expect(screen.queryByTestId('model-viewer')).not.toBeInTheDocument()
    expect(screen.getByRole('img', { name: '3D model, drag to turn' })).toBeInTheDocument()
    act(() => reveal('.koi-media--model'))
    expect(await screen.findByTestId('model-viewer')).toHaveTextContent('gltf https://cdn.example.test/')
  })

  it('zooms an image in and out', async () => {
    render(
      <EnvProvider env={testEnv}>
        <MediaPreview url="https://cdn.example.test/a.png" alt="Card" />
      </EnvProvider>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }))
    expect(screen.getByRole('button', { name: 'Zoom out' })).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(screen.getByRole('button', { name: 'Zoom out' }))
    expect(screen.getByRole('button', { name: 'Zoom in' })).toHaveAttribute('aria-pressed', 'false')
  })

  it('plays audio with controls and gives a PDF an empty preview', () => {
    const { container } = render(
      <>
        <MediaPreview url="https://cdn.example.test/legend.mp3" mime="audio/mpeg" />
        <MediaPreview url="https://cdn.example.test/guide.pdf" mime="application/pdf" />
      </>,
    )
    expect(container.querySelector('audio')).toHaveAttribute('controls')
    expect(screen.getByTestId('pdf-preview')).toBeEmptyDOMElement()
  })
})
