/** A link page opened without its token (opened again after the page took it off the address bar, or typed): what to do instead. */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useFollow } from '@web/app/use-follow';
import './auth-page.css';

export function LinkTokenMissing({ title, message, action }: { title: string; message: string; action: { text: string; href: string } }) {
  const follow = useFollow();
  return (
    <div className="auth-page auth-page--narrow">
      <Container header={<Header variant="h1">{title}</Header>}>
        <SpaceBetween size="l">
          <Alert type="error">{message}</Alert>
          <Button variant="primary" href={action.href} onFollow={follow}>
            {action.text}
          </Button>
        </SpaceBetween>
      </Container>
    </div>
  );
}
