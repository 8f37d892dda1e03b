import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { BannerCarousel, clampedStart, loopedIndex, type BannerSlide } from '../../../src/features/home'

const slides: BannerSlide[] = ['One', 'Two', 'Three'].map((title) => ({
  id: title.toLowerCase(),
  eyebrow: 'Highlight',
  title,
  text: `About ${title}`,
  image: `/${title}.png`,
  width: 640,
  height: 360,
  to: '/',
  cta: 'Go',
}))

function renderBanner() {
  const rootRoute = createRootRoute({ component: () => <BannerCarousel slides={slides} /> })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })
  return render(<RouterProvider router={router} />)
}

describe('home carousels', () => {
  it('loops the banner past either end', async () => {
    renderBanner()
    expect(await screen.findByRole('heading', { name: 'One' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }))
    expect(screen.getByRole('heading', { name: 'Three' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(screen.getByRole('heading', { name: 'Two' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Slide 3: Three' }))
    expect(screen.getByRole('group', { name: '3 of 3' })).toBeInTheDocument()
  })

  it('loops banner indexes and stops the deal cards at either end', () => {
    expect([-1, 0, 3, 4].map((index) => loopedIndex(index, 3))).toEqual([2, 0, 0, 1])
    expect(clampedStart(-4, 12, 4)).toBe(0)
    expect(clampedStart(12, 12, 4)).toBe(8)
    expect(clampedStart(4, 3, 4)).toBe(0)
  })
})
