import { MSG } from '@shared/messages';
import { ABOUT } from './content';
import { InfoPage } from './info-page';

/** /about-us: what the system is for and for whom. */
export default function AboutUsPage() {
  return <InfoPage title={MSG.aboutTitle} content={ABOUT} />;
}
