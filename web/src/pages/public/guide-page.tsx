import { MSG } from '@shared/messages';
import { GUIDE } from './content';
import { InfoPage } from './info-page';

/** /guide: how to use the system, step by step. */
export default function GuidePage() {
  return <InfoPage title={MSG.guideTitle} content={GUIDE} />;
}
