/** Renders a public information page (guide, about us, terms) from its content. */
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextContent from '@cloudscape-design/components/text-content';
import type { ReactNode } from 'react';
import type { InfoContent, Section } from './content';
import './info-page.css';

function SectionBody({ section }: { section: Section }) {
  return (
    <TextContent>
      {section.paragraphs?.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {section.steps && (
        <ol>
          {section.steps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      )}
      {section.terms && (
        <dl className="info-terms">
          {section.terms.map((t) => (
            <div key={t.term} className="info-terms__row">
              <dt>{t.term}</dt>
              <dd>{t.description}</dd>
            </div>
          ))}
        </dl>
      )}
      {section.points && (
        <ul>
          {section.points.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      )}
    </TextContent>
  );
}

/** The page frame: h1 title and intro, then the body. */
export function PublicPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="public-page info-page">
      <SpaceBetween size="l">
        <Header variant="h1" description={intro}>
          {title}
        </Header>
        {children}
      </SpaceBetween>
    </div>
  );
}

export function InfoPage({ title, content }: { title: string; content: InfoContent }) {
  return (
    <PublicPage title={title} intro={content.intro}>
      {content.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <Container
            header={
              <Header variant="h2" headingTagOverride="h2">
                <span id={`${section.id}-title`}>{section.title}</span>
              </Header>
            }
          >
            <SectionBody section={section} />
          </Container>
        </section>
      ))}
    </PublicPage>
  );
}
