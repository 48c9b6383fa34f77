/**
 * A carousel that works without JavaScript: a scroll-snap track with numbered links to each
 * slide (#id). With JavaScript it advances every 7 s (document 3 §9), pausing while hovered or
 * focused, and not at all when the reader prefers reduced motion.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export const CAROUSEL_INTERVAL_MS = 7000;

export function Carousel({ id, label, slides }: { id: string; label: string; slides: { id: string; title: string; content: ReactNode }[] }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const track = ref.current;
    if (!track || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let paused = false;
    const pause = () => void (paused = true);
    const resume = () => void (paused = false);
    track.addEventListener('mouseenter', pause);
    track.addEventListener('mouseleave', resume);
    track.addEventListener('focusin', pause);
    track.addEventListener('focusout', resume);
    const timer = setInterval(() => {
      if (paused || track.offsetParent === null) return;
      const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 4;
      track.scrollTo({ left: atEnd ? 0 : track.scrollLeft + track.clientWidth, behavior: 'smooth' });
    }, CAROUSEL_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      track.removeEventListener('mouseenter', pause);
      track.removeEventListener('mouseleave', resume);
      track.removeEventListener('focusin', pause);
      track.removeEventListener('focusout', resume);
    };
  }, []);
  return (
    <section className="carousel" aria-roledescription={t('common.carousel')} aria-label={label}>
      <div className="carousel-track" ref={ref} id={id} tabIndex={0}>
        {slides.map((s, i) => (
          <div key={s.id} id={s.id} className="carousel-slide" role="group" aria-roledescription={t('common.slide')} aria-label={`${i + 1} / ${slides.length}: ${s.title}`}>
            {s.content}
          </div>
        ))}
      </div>
      <nav className="carousel-nav" aria-label={label}>
        {slides.map((s, i) => (
          <a key={s.id} href={`#${s.id}`} aria-label={`${i + 1}: ${s.title}`}>
            {i + 1}
          </a>
        ))}
      </nav>
    </section>
  );
}
