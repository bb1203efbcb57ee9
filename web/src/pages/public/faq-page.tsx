import ExpandableSection from '@cloudscape-design/components/expandable-section';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextContent from '@cloudscape-design/components/text-content';
import { MSG } from '../../../../shared/messages';
import { FAQ } from './content';
import { PublicPage } from './info-page';

/** /faq: frequently asked questions, one expandable section each. */
export default function FaqPage() {
  return (
    <PublicPage title={MSG.faqTitle} intro={FAQ.intro}>
      <SpaceBetween size="s">
        {FAQ.items.map((item, index) => (
          <ExpandableSection key={item.question} variant="container" headerText={item.question} headingTagOverride="h2" defaultExpanded={index === 0}>
            <TextContent>
              {item.answer.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </TextContent>
          </ExpandableSection>
        ))}
      </SpaceBetween>
    </PublicPage>
  );
}
