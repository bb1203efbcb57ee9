import { MSG } from '@shared/messages';
import { TERMS } from './content';
import { InfoPage } from './info-page';

/** /terms-of-service: the terms a student agrees to when registering. */
export default function TermsOfServicePage() {
  return <InfoPage title={MSG.termsTitle} content={TERMS} />;
}
