import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { EnvProvider } from '../../../src/services/config/EnvProvider'
import { compactTotal } from '../../../src/ui/format/compactTotal'
import { shortAddress } from '../../../src/ui/format/shortAddress'
import { VolumeChange } from '../../../src/ui/format/VolumeChange'
import { ImageWithFallback } from '../../../src/ui/image/ImageWithFallback'
import { InfiniteScrollSentinel } from '../../../src/ui/infinite-scroll/InfiniteScrollSentinel'
import { maxPhotosPerRow, targetRowHeight } from '../../../src/ui/masonry/Masonry'
import { MediaPreview } from '../../../src/ui/media/MediaPreview'
import { mediaKind } from '../../../src/ui/media/mediaKind'
import { Modal } from '../../../src/ui/modal/Modal'
import { pageCount, Paginator } from '../../../src/ui/paginator/Paginator'
import { NotFound } from '../../../src/ui/not-found/NotFound'
import { sortLabel } from '../../../src/ui/sort/SortDropdown'
import { testEnv } from '../shell/renderApp'

describe('Paginator', () => {
  it("reads 'Page X of Y' and moves with Prev and Next", async () => {
    const onPageChange = vi.fn()
    render(<Paginator page={2} totalPages={5} onPageChange={onPageChange} />)
    expect(screen.getByText('Page 2 of 5')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await userEvent.click(screen.getByRole('button', { name: 'Prev' }))
    expect(onPageChange.mock.calls).toEqual([[3], [1]])
  })

  it('disables Prev on the first page and Next on the last', () => {
    render(<Paginator page={1} totalPages={1} onPageChange={() => undefined} />)
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
  })

  it('counts pages as the total over the page size, rounded up', () => {
    expect([pageCount(0, 25), pageCount(25, 25), pageCount(26, 25), pageCount(10000, 50)]).toEqual([0, 1, 2, 200])
  })
})

describe('Modal', () => {
  it('closes on a click outside, not inside', async () => {
    const onClose = vi.fn()
    render(
      <Modal open onClose={onClose} title="Koi Shields">
        <p>inside</p>
      </Modal>,
    )
    expect(screen.getByRole('dialog', { name: 'Koi Shields' })).toHaveFocus()
    await userEvent.click(screen.getByText('inside'))
    expect(onClose).not.toHaveBeenCalled()
    await userEvent.click(screen.getByTestId('modal-overlay'))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('closes on Escape and renders nothing when closed', () => {
    const onClose = vi.fn()
    const { rerender } = render(
      <Modal open onClose={onClose} title="Koi Shields">
        x
      </Modal>,
    )
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(onClose).toHaveBeenCalledTimes(1)
    rerender(
      <Modal open={false} onClose={onClose} title="Koi Shields">
        x
      </Modal>,
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('focus around a Modal', () => {
  function Opener({ keepAlive = false }: { keepAlive?: boolean }) {
    const [open, setOpen] = useState(false)
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open shields
        </button>
        <button type="button">Elsewhere</button>
        <Modal open={open} onClose={() => setOpen(false)} title="Koi Shields" keepAlive={keepAlive}>
          <button type="button">Inside</button>
        </Modal>
      </>
    )
  }

  it.each([
    ['unmounted', false],
    ['kept alive', true],
  ])('goes back to the control that opened it, closed by Escape or its button (%s)', async (_kind, keepAlive) => {
    render(<Opener keepAlive={keepAlive} />)
    const opener = screen.getByRole('button', { name: 'Open shields' })
    await userEvent.click(opener)
    expect(screen.getByRole('dialog', { name: 'Koi Shields' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()

    await userEvent.click(opener)
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(opener).toHaveFocus()
  })

  it('leaves focus where a click outside put it', async () => {
    render(<Opener />)
    await userEvent.click(screen.getByRole('button', { name: 'Open shields' }))
    screen.getByRole('button', { name: 'Elsewhere' }).focus()
    await userEvent.keyboard('{Escape}')
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus()
  })
})

describe('NotFound', () => {
  it('says so', () => {
    render(<NotFound />)
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeInTheDocument()
    expect(screen.getByText("We couldn't find anything with this criteria")).toBeInTheDocument()
  })
})

describe('ImageWithFallback', () => {
  it('swaps a failed image for the CDN broken-image asset', () => {
    render(
      <EnvProvider env={testEnv}>
        <ImageWithFallback src="https://cdn.example.test/missing.png" alt="Battlecard" />
      </EnvProvider>,
    )
    const image = screen.getByRole('img', { name: 'Battlecard' })
    expect(image).toHaveAttribute('src', 'https://cdn.example.test/missing.png')
    fireEvent.error(image)
    expect(image).toHaveAttribute('src', 'https://cdn.example.test/assets/v7/images/broken-image.png')
  })
})

describe('InfiniteScrollSentinel', () => {
  function withObserver() {
    const observers: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit }> = []
    class FakeObserver {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options })
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    const fire = (ratio: number) =>
      act(() => {
        for (const observer of observers) {
          observer.callback(
            [{ isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          )
        }
      })
    return { observers, fire }
  }

  it('grows the page count when half visible and pages remain', () => {
    const { observers, fire } = withObserver()
    const onLoadMore = vi.fn()
    render(<InfiniteScrollSentinel loadedPages={1} totalPages={3} onLoadMore={onLoadMore} />)
    expect(observers[0]?.options?.threshold).toBe(0.5)
    fire(0.3)
    expect(onLoadMore).not.toHaveBeenCalled()
    fire(0.5)
    expect(onLoadMore).toHaveBeenCalledTimes(1)
    vi.unstubAllGlobals()
  })

  it('stops once every page is loaded', () => {
    const { observers, fire } = withObserver()
    const onLoadMore = vi.fn()
    render(<InfiniteScrollSentinel loadedPages={3} totalPages={3} onLoadMore={onLoadMore} />)
    fire(1)
    expect(observers).toHaveLength(0)
    expect(onLoadMore).not.toHaveBeenCalled()
    vi.unstubAllGlobals()
  })
})

describe('Masonry layout', () => {
  it.each([
    [1200, 220, 5],
    [768, 220, 5],
    [767, 220, 3],
    [601, 220, 3],
    [600, 250, 1],
    [360, 250, 1],
  ])('at %ipx: row height %i, at most %i per row', (width, height, perRow) => {
    expect(targetRowHeight(width)).toBe(height)
    expect(maxPhotosPerRow(width)).toBe(perRow)
  })
})

describe('formatting', () => {
  it('shortens addresses to 7 characters each side in the profile', () => {
    expect(shortAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe('0x70997…7dc79C8')
    expect(shortAddress('0x1234')).toBe('0x1234')
  })

  it('shows totals under 1000 in full and larger ones compact', () => {
    expect([compactTotal(999), compactTotal(1000), compactTotal(12500), compactTotal(3_400_000)]).toEqual([
      '999',
      '1K',
      '12.5K',
      '3.4M',
    ])
  })

  it('colours volume change red at zero or below, green above, with 2 decimals', () => {
    const { container } = render(
      <>
        <VolumeChange change={0} />
        <VolumeChange change={-3.456} />
        <VolumeChange change={12.3} />
      </>,
    )
    const spans = [...container.querySelectorAll('span')].map((span) => [
      span.textContent,
      span.className.split('--')[1],
    ])
    expect(spans).toEqual([
      ['0.00%', 'down'],
      ['-3.46%', 'down'],
      ['12.30%', 'up'],
    ])
  })

  it('labels sort values with spaces and a capital', () => {
    expect(['latest', 'most_reactions'].map(sortLabel)).toEqual(['Latest', 'Most reactions'])
  })
})

describe('MediaPreview', () => {
  it.each([
    ['a.glb', 'model/gltf-binary', 'gltf'],
    ['a.fbx', 'application/fbx', 'fbx'],
    ['a.mov', 'video/quicktime', 'video'],
    ['a.png', undefined, 'image'],
    ['a.mp3', 'audio/mpeg', 'audio'],
    ['a.pdf', 'application/pdf', 'pdf'],
    ['a.csv', 'text/csv', 'unsupported'],
  ])('%s (%s) previews as %s', (url, mime, kind) => {
    expect(mediaKind(url, mime)).toBe(kind)
  })

  it("says 'File type not supported!' for anything else", () => {
    render(<MediaPreview url="https://cdn.example.test/notes.txt" mime="text/plain" />)
    expect(screen.getByText('File type not supported!')).toBeInTheDocument()
  })

  it('toggles play and pause on a video', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('play'))
      return Promise.resolve()
    })
    render(<MediaPreview url="https://cdn.example.test/clip.mp4" />)
    await userEvent.click(screen.getByRole('button', { name: 'Play' }))
    expect(play).toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument()
    play.mockRestore()
  })
})
