/**
 * A looping carousel of a few slides: shows `visibleCount` at once, advances every
 * `intervalMs`, pauses while hovered or focused (and with the pause button), and has
 * previous/next arrows and one dot per slide. Follows the WAI-ARIA carousel pattern:
 * slides are labelled groups, off-screen copies are hidden from assistive technology and
 * from the keyboard, and changes are announced only while autoplay is off. With
 * prefers-reduced-motion it neither plays by itself nor animates a step.
 */
import Button from '@cloudscape-design/components/button';
import { carouselShowSlide, carouselSlideLabel, SHELL_MSG } from '@shared/messages/shell';
import { useMediaQuery } from '@web/app/use-media-query';
import { type FocusEvent, type ReactNode, useCallback, useEffect, useState } from 'react';
import './carousel.css';

export interface CarouselProps {
  label: string;
  slides: readonly ReactNode[];
  visibleCount: number;
  intervalMs: number;
}

/**
 * The track holds three copies of the slides; the position stays in the middle copy at rest,
 * so moving one step either way is always a plain slide, then a silent jump back.
 */
/** Must match the transition of .carousel__track--animate in carousel.css. */
const TRANSITION_MS = 450;

interface Track {
  position: number;
  animate: boolean;
}

/** The track's position and its moves: a step either way, a jump to a slide, autoplay while not paused. */
function useCarouselTrack(count: number, intervalMs: number, paused: boolean, reducedMotion: boolean) {
  const [track, setTrack] = useState<Track>({ position: count, animate: false });

  const settle = useCallback(
    (position: number) => {
      if (position < count) return position + count;
      if (position >= 2 * count) return position - count;
      return position;
    },
    [count],
  );

  const move = useCallback(
    (delta: number) =>
      setTrack((t) => {
        const base = settle(t.position);
        const next = base + delta;
        // Without animation there is no transition end: settle at once.
        return reducedMotion ? { position: settle(next), animate: false } : { position: next, animate: true };
      }),
    [settle, reducedMotion],
  );

  const goTo = (index: number) =>
    setTrack((t) => {
      const base = settle(t.position);
      const target = count + index;
      // Already there: no transform change, so no transition (and no transition end) to wait for.
      return base === target ? { position: base, animate: false } : { position: target, animate: !reducedMotion };
    });

  useEffect(() => {
    if (paused || count <= 1) return;
    const timer = setInterval(() => move(1), intervalMs);
    return () => clearInterval(timer);
  }, [paused, count, intervalMs, move]);

  const onTransitionEnd = useCallback(() => setTrack((t) => ({ position: settle(t.position), animate: false })), [settle]);

  // Transitions may not end (hidden tab, interrupted move): settle anyway shortly after.
  useEffect(() => {
    if (!track.animate) return;
    const timer = setTimeout(onTransitionEnd, TRANSITION_MS + 150);
    return () => clearTimeout(timer);
  }, [track, onTransitionEnd]);

  return { track, move, goTo, onTransitionEnd };
}

export function Carousel({ label, slides, visibleCount, intervalMs }: CarouselProps) {
  const count = slides.length;
  const visible = Math.max(1, Math.min(visibleCount, count));
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  // A visitor who asked for reduced motion starts with autoplay off (and the button offering
  // to play, so it says what is true); pressing play then steps without animation.
  const [playing, setPlaying] = useState(!reducedMotion);
  useEffect(() => setPlaying(!reducedMotion), [reducedMotion]);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = !playing || hovered || focused;
  const { track, move, goTo, onTransitionEnd } = useCarouselTrack(count, intervalMs, paused, reducedMotion);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  const active = ((track.position % count) + count) % count;
  const copies = [0, 1, 2].flatMap((copy) => slides.map((slide, index) => ({ key: `${copy}-${index}`, slide, index, at: copy * count + index })));

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="carousel__viewport">
        <div
          className={track.animate ? 'carousel__track carousel__track--animate' : 'carousel__track'}
          style={{ transform: `translateX(-${(track.position * 100) / visible}%)` }}
          aria-live={paused ? 'polite' : 'off'}
          onTransitionEnd={(event) => {
            if (event.target === event.currentTarget) onTransitionEnd();
          }}
        >
          {copies.map(({ key, slide, index, at }) => {
            const shown = at >= track.position && at < track.position + visible;
            return (
              // biome-ignore lint/a11y/useSemanticElements: a slide of the WAI-ARIA carousel pattern is a labelled group, not a form fieldset
              <div
                key={key}
                className="carousel__slide"
                style={{ flexBasis: `${100 / visible}%` }}
                role="group"
                aria-roledescription="slide"
                aria-label={carouselSlideLabel(index + 1, count)}
                aria-hidden={!shown}
                inert={!shown}
                data-slide={index + 1}
                data-visible={shown}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      <CarouselControls count={count} active={active} playing={playing} onPlaying={setPlaying} onMove={move} onGoTo={goTo} />
    </section>
  );
}

/** Pause or play, previous, one dot per slide, next. */
function CarouselControls(props: {
  count: number;
  active: number;
  playing: boolean;
  onPlaying: (playing: boolean) => void;
  onMove: (delta: number) => void;
  onGoTo: (index: number) => void;
}) {
  const { count, active, playing, onPlaying, onMove, onGoTo } = props;
  return (
    <div className="carousel__controls">
      <Button
        variant="icon"
        iconName={playing ? 'pause' : 'play'}
        ariaLabel={playing ? SHELL_MSG.carouselPause : SHELL_MSG.carouselPlay}
        onClick={() => onPlaying(!playing)}
      />
      <Button variant="icon" iconName="angle-left" ariaLabel={SHELL_MSG.carouselPrevious} onClick={() => onMove(-1)} />
      <div className="carousel__dots">
        {Array.from({ length: count }, (_, index) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: the slides are a fixed list
            key={index}
            type="button"
            className={index === active ? 'carousel__dot carousel__dot--active' : 'carousel__dot'}
            aria-label={carouselShowSlide(index + 1)}
            aria-current={index === active ? 'true' : undefined}
            onClick={() => onGoTo(index)}
          />
        ))}
      </div>
      <Button variant="icon" iconName="angle-right" ariaLabel={SHELL_MSG.carouselNext} onClick={() => onMove(1)} />
    </div>
  );
}
