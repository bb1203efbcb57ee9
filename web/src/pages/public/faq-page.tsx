import Container from '@cloudscape-design/components/container';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import TextContent from '@cloudscape-design/components/text-content';
import { MSG } from '@shared/messages';
import { FAQ } from './content';
import { PublicPage } from './info-page';

/** /faq: frequently asked questions, one expandable section each. */
export default function FaqPage() {
  return (
    <PublicPage title={MSG.faqTitle} intro={FAQ.intro}>
      <Container disableContentPaddings>
        {FAQ.items.map((item, index) => (
          <ExpandableSection key={item.question} variant="stacked" headerText={item.question} headingTagOverride="h2" defaultExpanded={index === 0}>
            <TextContent>
              {item.answer.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </TextContent>
          </ExpandableSection>
        ))}
      </Container>
    </PublicPage>
  );
}
