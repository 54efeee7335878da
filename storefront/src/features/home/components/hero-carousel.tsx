import { useEffect, useState, type FocusEvent } from 'react';
import { Link } from 'react-router-dom';
import { HERO_IMAGE_SIZES } from '@russ/schema/catalog/assets';
import { CAROUSEL_AUTOPLAY_MS } from '@russ/schema/common/timings';
import { trackEvent } from '@/lib/analytics';
import { LineIcon } from '@/components/ui/icon';
import type { HeroSlide } from './hero-slides';
import { useHydrated } from '@/lib/hydrated';
import styles from './hero-carousel.module.css';

const Chevron = ({ direction }: { direction: 'left' | 'right' }) => (
  <LineIcon
    d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'}
    size={22}
    strokeWidth="2.5"
    linecap="round"
    linejoin="round"
  />
);

/**
 * The home page hero: slides that loop and move on by themselves every 6 seconds (storefront §9), with previous
 * and next buttons and one button per slide. It holds still while the keyboard is in it, and the pause button
 * stops it for good (WCAG 2.2.2). With reduced motion slides swap without animation.
 */
export function HeroCarousel({ slides, label }: { slides: readonly HeroSlide[]; label: string }) {
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const hydrated = useHydrated();
  const [keyboardInside, setKeyboardInside] = useState(false);
  // Bumped by every manual move, so the 6 s count starts again even when the slide shown does not change.
  const [moves, setMoves] = useState(0);
  const autoplay = !stopped && !keyboardInside;
  const count = slides.length;

  useEffect(() => {
    if (!autoplay || count < 2) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), CAROUSEL_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [autoplay, index, count, moves]);

  const go = (next: number) => {
    setIndex(((next % count) + count) % count);
    setMoves((current) => current + 1);
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target.matches(':focus-visible')) setKeyboardInside(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setKeyboardInside(false);
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="karusell"
      aria-label={label}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className={styles.slides} aria-live={autoplay ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const active = i === index;
          return (
            <div
              key={slide.image}
              className={`${styles.slide} ${active ? styles.active : ''}`}
              role="group"
              aria-roledescription="lysbilde"
              aria-label={`${i + 1} av ${count}`}
              aria-hidden={!active}
              inert={!active}
              data-testid="hero-slide"
              data-active={active}
            >
              <img
                className={styles.image}
                src={slide.image}
                srcSet={slide.srcSet}
                sizes={HERO_IMAGE_SIZES}
                alt={slide.alt}
                width={1600}
                height={700}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'low'}
                decoding={i === 0 ? 'sync' : 'async'}
              />
              <div className={styles.caption}>
                <p className={styles.text}>{slide.text}</p>
                <Link
                  to={slide.cta.to}
                  className="btn btn-primary"
                  onClick={() => trackEvent('cta_click', { cta: slide.cta.label, from: 'hero', slide: i + 1 })}
                >
                  {slide.cta.label}
                </Link>
              </div>
            </div>
          );
        })}
      </div>

      <div className={styles.controls}>
        <button
          type="button"
          className={styles.arrow}
          aria-label="Forrige lysbilde"
          disabled={!hydrated}
          onClick={() => go(index - 1)}
        >
          <Chevron direction="left" />
        </button>
        <div className={styles.dots}>
          {slides.map((slide, i) => (
            <button
              key={slide.image}
              type="button"
              className={`${styles.dot} ${i === index ? styles.dotActive : ''}`}
              aria-label={`Vis lysbilde ${i + 1}`}
              aria-current={i === index ? 'true' : undefined}
              disabled={!hydrated}
              onClick={() => go(i)}
            />
          ))}
        </div>
        <button
          type="button"
          className={styles.arrow}
          aria-label="Neste lysbilde"
          disabled={!hydrated}
          onClick={() => go(index + 1)}
        >
          <Chevron direction="right" />
        </button>
        <button
          type="button"
          className={styles.pause}
          disabled={!hydrated}
          aria-label={stopped ? 'Spill av lysbildevisningen' : 'Pause lysbildevisningen'}
          onClick={() => setStopped((current) => !current)}
        >
          {stopped ? 'Spill av' : 'Pause'}
        </button>
      </div>
    </section>
  );
}
