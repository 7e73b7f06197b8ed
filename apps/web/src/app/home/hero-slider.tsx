// The home page's slider (WAI-ARIA carousel): auto-rotates, pausable, keyboard-usable, no motion if asked.
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/translate';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../components/ui/icons';
import diagramsImage from './slides/diagrams.svg?no-inline';
import partsImage from './slides/parts.svg?no-inline';
import shippingImage from './slides/shipping.svg?no-inline';

export const SLIDE_INTERVAL_MS = 6000;

const SLIDES = [
  { key: 'parts', image: partsImage },
  { key: 'diagrams', image: diagramsImage },
  { key: 'shipping', image: shippingImage },
] as const;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

const noChanges = () => () => undefined;
// The server cannot know the visitor's wish: its page (and hydration) plays, then the wish counts.
const motionAllowedOnServer = () => true;

/** Whether the slides may rotate on their own: not for a visitor who asked for less motion. */
function useMotionAllowed(): boolean {
  return useSyncExternalStore(noChanges, () => !prefersReducedMotion(), motionAllowedOnServer);
}

export function HeroSlider() {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const motionAllowed = useMotionAllowed();
  // The visitor's play or pause, once pressed; until then, their motion setting decides.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const playing = chosen ?? motionAllowed;
  // Hover or keyboard focus inside holds the rotation, so nothing moves while someone reads or acts.
  const [held, setHeld] = useState(false);
  const total = SLIDES.length;
  const go = (to: number) => setIndex(((to % total) + total) % total);

  useEffect(() => {
    if (!playing || held) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % total), SLIDE_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [playing, held, index, total]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      className="slider"
      aria-roledescription={t('home.slider.carousel')}
      aria-label={t('home.slider.label')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div className="slider__slides" aria-live={playing && !held ? 'off' : 'polite'}>
        {SLIDES.map((slide, i) => (
          <div
            key={slide.key}
            className="slider__slide"
            role="group"
            aria-roledescription={t('home.slider.slide')}
            aria-label={t('home.slider.position', { n: i + 1, total })}
            hidden={i !== index}
          >
            <img
              src={slide.image}
              alt={t(`home.slides.${slide.key}.alt`)}
              width="800"
              height="400"
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : undefined}
            />
            <div className="slider__caption">
              <h2>{t(`home.slides.${slide.key}.title`)}</h2>
              <p>{t(`home.slides.${slide.key}.text`)}</p>
            </div>
          </div>
        ))}
      </div>
      <div className="slider__controls">
        <button
          type="button"
          className="slider__button"
          onClick={() => setChosen(!playing)}
          aria-label={playing ? t('home.slider.pause') : t('home.slider.play')}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button
          type="button"
          className="slider__button"
          onClick={() => go(index - 1)}
          aria-label={t('home.slider.previous')}
        >
          <ChevronLeftIcon />
        </button>
        <div className="slider__dots">
          {SLIDES.map((slide, i) => (
            <button
              key={slide.key}
              type="button"
              className="slider__dot"
              aria-label={t('home.slider.show', { n: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
        <button
          type="button"
          className="slider__button"
          onClick={() => go(index + 1)}
          aria-label={t('home.slider.next')}
        >
          <ChevronRightIcon />
        </button>
      </div>
    </section>
  );
}
