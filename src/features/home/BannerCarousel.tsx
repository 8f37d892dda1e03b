import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { BANNER_INTERVAL_MS, loopedIndex } from './carousel'

export interface BannerSlide {
  id: string
  eyebrow: string
  title: string
  text: string
  image: string
  /** Intrinsic size of the picture, so the page keeps its place while it loads. */
  width: number
  height: number
  to: string
  cta: string
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** The home banner: one slide at a time, advancing on its own and looping past either end. */
export function BannerCarousel({ slides }: { slides: BannerSlide[] }) {
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const count = slides.length
  const current = slides[loopedIndex(index, count)]

  useEffect(() => {
    if (count < 2 || paused || prefersReducedMotion()) return undefined
    const timer = window.setTimeout(() => setIndex((value) => loopedIndex(value + 1, count)), BANNER_INTERVAL_MS)
    return () => window.clearTimeout(timer)
  }, [index, count, paused])

  if (!current) return <section className="koi-banner koi-banner--empty" aria-label="Highlights" />
  return (
    <section
      className="koi-banner"
      aria-roledescription="carousel"
      aria-label="Highlights"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        className="koi-banner__slide"
        role="group"
        aria-roledescription="slide"
        aria-label={`${loopedIndex(index, count) + 1} of ${count}`}
      >
        <img
          className="koi-banner__image"
          src={current.image}
          alt=""
          width={current.width}
          height={current.height}
          fetchPriority={index === 0 ? 'high' : 'auto'}
        />
        <div className="koi-banner__text">
          <p className="koi-banner__eyebrow">{current.eyebrow}</p>
          <h2 className="koi-banner__title">{current.title}</h2>
          <p className="koi-banner__body">{current.text}</p>
          <Link className="koi-home-button" to={current.to}>
            {current.cta}
          </Link>
        </div>
      </div>
      {count > 1 ? (
        <div className="koi-banner__controls">
          <button
            type="button"
            aria-label="Previous slide"
            onClick={() => setIndex((value) => loopedIndex(value - 1, count))}
          >
            ‹
          </button>
          <ol className="koi-banner__dots">
            {slides.map((slide, slideIndex) => (
              <li key={slide.id}>
                <button
                  type="button"
                  aria-label={`Slide ${slideIndex + 1}: ${slide.title}`}
                  aria-current={slideIndex === loopedIndex(index, count) ? 'true' : undefined}
                  onClick={() => setIndex(slideIndex)}
                />
              </li>
            ))}
          </ol>
          <button
            type="button"
            aria-label="Next slide"
            onClick={() => setIndex((value) => loopedIndex(value + 1, count))}
          >
            ›
          </button>
        </div>
      ) : null}
    </section>
  )
}
