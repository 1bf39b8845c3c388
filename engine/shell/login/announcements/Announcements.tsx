import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type WheelEvent } from 'react';
import type { Announcement } from '../../../../server/contract';
import { useTranslation } from '../../../i18n';
import { useServices } from '../../services';
import { CAROUSEL_INTERVAL_MS } from '../constants';
import { useSiteLogo } from '../useSiteLogo';
import { autoAdvances, stepSlide } from './carousel';
import { resourceUrl, useAnnouncements } from './useAnnouncements';
import './carousel.css';

// The controls' icons, 24×24 paths.
const PLAY = 'M8 5v14l11-7z';
const PAUSE = 'M6 5h4v14H6zM14 5h4v14h-4z';
const PREVIOUS = 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z';
const NEXT = 'M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z';

/** An icon of the controls; a `directional` one points the other way in a right-to-left page. */
function Icon({ path, directional = false }: { path: string; directional?: boolean }) {
  return (
    <svg className={directional ? 'carousel__icon carousel__icon--directional' : 'carousel__icon'} viewBox="0 0 24 24" aria-hidden="true">
      <path d={path} />
    </svg>
  );
}

/** A wheel turn moves one slide; the events of the same turn that follow within this long are one gesture. */
const WHEEL_GESTURE_MS = 400;

/**
 * The login page's announcements carousel (docs/features/sign-in.md#announcements), or the site's logo when
 * there are none. Built as the WAI-ARIA carousel: a pause control first, previous and next, slides
 * as groups that say which of how many they are, the arrow keys, and no motion while the pointer
 * or the focus is in it.
 */
export function Announcements() {
  const { config } = useServices();
  const announcements = useAnnouncements(config.apiBase, window.location.hostname);
  const logo = useSiteLogo();
  if (announcements.length === 0) return <img className="login__brand-logo" src={logo} alt="" />;
  return <Carousel announcements={announcements} />;
}

function Carousel({ announcements }: { announcements: readonly Announcement[] }) {
  const { t } = useTranslation();
  const root = useRef<HTMLElement>(null);
  const slidesId = useId();
  const lastWheel = useRef(0);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const [fullScreen, setFullScreen] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = announcements.length;
  const current = announcements[Math.min(index, count - 1)];
  const rotating = autoAdvances(count, { paused, fullScreen, panelOpen, engaged: hovered || focused });

  const step = useCallback((delta: number) => setIndex((at) => stepSlide(at, delta, count)), [count]);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => step(1), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, step]);

  useEffect(() => {
    const follow = () => setFullScreen(document.fullscreenElement === root.current);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);

  const toggleFullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void root.current?.requestFullscreen();
  };
  const onWheel = (event: WheelEvent) => {
    if (event.deltaY === 0 || event.timeStamp - lastWheel.current < WHEEL_GESTURE_MS) return;
    lastWheel.current = event.timeStamp;
    step(event.deltaY > 0 ? 1 : -1);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if ((event.target as HTMLElement).closest('video')) return;
    event.preventDefault();
    // Previous is where the text starts: at the right in a right-to-left page.
    const forward = (event.key === 'ArrowRight') !== (document.documentElement.dir === 'rtl');
    step(forward ? 1 : -1);
  };

  if (!current) return null;
  return (
    <section
      ref={root}
      className="carousel"
      aria-roledescription="carousel"
      aria-label={t('announcements.label')}
      onWheel={onWheel}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(root.current?.contains(event.relatedTarget) ?? false)}
    >
      <div className="carousel__controls">
        <button className="carousel__control" type="button" onClick={() => setPaused(!paused)} aria-label={paused ? t('announcements.play') : t('announcements.pause')}>
          <Icon path={paused ? PLAY : PAUSE} />
        </button>
        <button className="carousel__control" type="button" onClick={() => step(-1)} aria-controls={slidesId} aria-label={t('announcements.previous')}>
          <Icon path={PREVIOUS} directional />
        </button>
        <button className="carousel__control" type="button" onClick={() => step(1)} aria-controls={slidesId} aria-label={t('announcements.next')}>
          <Icon path={NEXT} directional />
        </button>
        <button className="carousel__text-button" type="button" onClick={toggleFullScreen}>
          {fullScreen ? t('announcements.exitFullScreen') : t('announcements.fullScreen')}
        </button>
      </div>
      <div className="carousel__slides" id={slidesId} aria-live={rotating ? 'off' : 'polite'}>
        {announcements.map((announcement, at) => (
          <Slide
            key={announcement.uuid}
            announcement={announcement}
            label={t('announcements.slide', { index: at + 1, count })}
            shown={announcement === current}
            onReadMore={() => setPanelOpen(true)}
          />
        ))}
      </div>
      {panelOpen ? <Details announcement={current} onClose={() => setPanelOpen(false)} /> : null}
    </section>
  );
}

interface SlideProps {
  announcement: Announcement;
  label: string;
  shown: boolean;
  onReadMore: () => void;
}

/** One card: its image (a link when it has one) or video, its name, and READ MORE when it has a description. */
function Slide({ announcement, label, shown, onReadMore }: SlideProps) {
  const { t } = useTranslation();
  const { config } = useServices();
  const src = resourceUrl(config.apiBase, announcement.media);
  const { name, description, link, fallback } = announcement;
  const image = <img className="carousel__media" src={src} alt={name} />;
  const media =
    announcement.media_type === 'video' && !fallback ? (
      <video className="carousel__media" src={src} controls muted playsInline preload="metadata" aria-label={name} />
    ) : link && !fallback ? (
      <a className="carousel__media-link" href={link} target="_blank" rel="noopener noreferrer">
        {image}
      </a>
    ) : (
      image
    );
  return (
    <div className={`carousel__slide${fallback ? ' carousel__slide--fallback' : ''}`} role="group" aria-roledescription="slide" aria-label={label} hidden={!shown}>
      {media}
      <div className="carousel__caption">
        <h2 className="carousel__name">{name}</h2>
        {fallback ? <p className="carousel__description">{description}</p> : null}
        {!fallback && description ? (
          <button className="carousel__text-button" type="button" onClick={onReadMore}>
            {t('announcements.readMore')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** The bottom panel READ MORE opens: name, description, VISIT LINK (a new tab) when there is a link, and CLOSE. */
function Details({ announcement, onClose }: { announcement: Announcement; onClose: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      className="carousel__panel"
      role="region"
      aria-label={t('announcements.details', { name: announcement.name })}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
        event.stopPropagation();
      }}
    >
      <h2 className="carousel__panel-name" ref={heading} tabIndex={-1}>
        {announcement.name}
      </h2>
      <p className="carousel__panel-description">{announcement.description}</p>
      <div className="carousel__panel-actions">
        {announcement.link ? (
          <a className="button button--primary" href={announcement.link} target="_blank" rel="noopener noreferrer">
            {t('announcements.visitLink')}
          </a>
        ) : null}
        <button className="button" type="button" onClick={onClose}>
          {t('announcements.close')}
        </button>
      </div>
    </div>
  );
}
