import { buttonClassName, useMessages } from '@ssc/web-core';
import { type CSSProperties, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { studentCatalog } from '../../i18n/studentCatalog';
import { BANNER_INTERVAL_MS, BANNER_SLIDES, rotateIndex } from './bannerSlides';

const count = BANNER_SLIDES.length;

/**
 * The rotating banner (spec section 2), after the WAI-ARIA carousel pattern: it moves on every
 * 5 s unless hovered, focused or stopped, and announces slides only while it is not moving.
 */
export function BannerCarousel() {
  const { _ } = useMessages(studentCatalog);
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = !stopped && !hovered && !focused;

  // biome-ignore lint/correctness/useExhaustiveDependencies: restarted on every slide change, so a manual move also gets a full interval
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((i) => rotateIndex(i, 1, count)), BANNER_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index]);

  return (
    <section
      className="banner"
      aria-roledescription={_('dashboard.banner.carousel')}
      aria-label={_('dashboard.banner.label')}
      data-testid="banner"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="banner__slides" aria-live={rotating ? 'off' : 'polite'}>
        {BANNER_SLIDES.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a named group
          <div
            key={slide.id}
            className="banner__slide"
            role="group"
            aria-roledescription={_('dashboard.banner.slide')}
            aria-label={_('dashboard.banner.position', { number: i + 1, count })}
            hidden={i !== index}
            style={{ '--slide-bg': slide.backgroundColor, '--slide-fg': slide.textColor } as CSSProperties}
          >
            <div className="banner__text">
              <h2 className="banner__title">{_(`dashboard.banner.${slide.id}.title`)}</h2>
              <p className="banner__description">{_(`dashboard.banner.${slide.id}.description`)}</p>
              <Link
                to={slide.action.to}
                className={buttonClassName({ variant: 'outline' }, 'banner__action')}
              >
                {_(`dashboard.banner.${slide.id}.action`)}
              </Link>
            </div>
            {slide.imageUrl ? <img className="banner__image" src={slide.imageUrl} alt="" /> : null}
          </div>
        ))}
      </div>
      <div className="banner__controls">
        <button
          type="button"
          className="banner__control"
          onClick={() => setStopped((s) => !s)}
          aria-label={_(stopped ? 'dashboard.banner.start' : 'dashboard.banner.stop')}
        >
          <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
        </button>
        <button
          type="button"
          className="banner__control"
          aria-label={_('dashboard.banner.previous')}
          onClick={() => setIndex((i) => rotateIndex(i, -1, count))}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <div className="banner__dots">
          {BANNER_SLIDES.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              className="banner__dot"
              aria-label={_('dashboard.banner.goTo', { number: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
        <button
          type="button"
          className="banner__control"
          aria-label={_('dashboard.banner.next')}
          onClick={() => setIndex((i) => rotateIndex(i, 1, count))}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}
