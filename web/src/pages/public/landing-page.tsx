/**
 * Landing page /: title, tagline, the search box, the three-step carousel, and the Get Started and
 * Guide buttons.
 */

import Button from '@cloudscape-design/components/button';
import Icon from '@cloudscape-design/components/icon';
import { SHELL_MSG } from '@shared/messages/shell';
import { useFollow } from '@web/app/use-follow';
import { useMediaQuery } from '@web/app/use-media-query';
import { Carousel } from '@web/components/carousel';
import { SearchBox } from '@web/components/search/search-box';
import { searchPath } from '@web/components/search/search-location';
import { useNavigate } from 'react-router-dom';
import { STEPS } from './content-steps';
import './landing-page.css';

/** Carousel autoplay. */
export const CAROUSEL_INTERVAL_MS = 1500;

/** 3 slides from 1200 px, 2 from 700 px, else 1. */
function useVisibleSlides(): number {
  const wide = useMediaQuery('(min-width: 1200px)');
  const medium = useMediaQuery('(min-width: 700px)');
  return wide ? 3 : medium ? 2 : 1;
}

export default function LandingPage() {
  const follow = useFollow();
  const navigate = useNavigate();
  const visible = useVisibleSlides();
  const slides = STEPS.map((step, index) => (
    <article className="landing-step" key={step.title}>
      <div className="landing-step__head">
        <span className="landing-step__number" aria-hidden="true">
          {index + 1}
        </span>
        <Icon name={step.icon} size="medium" />
      </div>
      <h3 className="landing-step__title">{step.title}</h3>
      <p className="landing-step__text">{step.text}</p>
    </article>
  ));

  return (
    <>
      <section className="landing-hero">
        <div className="landing-hero__inner">
          <h1 className="landing-hero__title">{SHELL_MSG.landingTitle}</h1>
          <p className="landing-hero__tagline">{SHELL_MSG.landingTagline}</p>
          <SearchBox
            className="landing-search"
            iconOnly
            onSearch={(text) => {
              // no category: the search page opens the one with results
              if (text.trim() !== '') navigate(searchPath({ text, page: 1 }));
            }}
          />
          <div className="landing-hero__actions">
            <Button variant="primary" href="/register" onFollow={follow}>
              {SHELL_MSG.getStarted}
            </Button>
            <Button href="/guide" onFollow={follow}>
              {SHELL_MSG.guideButton}
            </Button>
          </div>
        </div>
      </section>
      <section className="landing-steps" aria-labelledby="landing-steps-title">
        <div className="landing-steps__inner">
          <h2 id="landing-steps-title" className="landing-steps__title">
            {SHELL_MSG.stepsTitle}
          </h2>
          <Carousel label={SHELL_MSG.stepsTitle} slides={slides} visibleCount={visible} intervalMs={CAROUSEL_INTERVAL_MS} />
        </div>
      </section>
    </>
  );
}
