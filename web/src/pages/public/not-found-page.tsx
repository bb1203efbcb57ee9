import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { MSG } from '@shared/messages';
import { useFollow } from '@web/app/use-follow';
import { useLocation } from 'react-router-dom';

/** Unknown public paths. */
export default function NotFoundPage() {
  const follow = useFollow();
  const { pathname } = useLocation();
  return (
    <div className="public-page page-state">
      <SpaceBetween size="m" alignItems="center">
        <Box variant="h1" fontSize="display-l" color="text-status-inactive">
          404
        </Box>
        <Box variant="h1">{MSG.notFoundTitle}</Box>
        <Box variant="p" color="text-body-secondary">
          {MSG.notFoundBody}
        </Box>
        <Box variant="code">{pathname}</Box>
        <SpaceBetween direction="horizontal" size="xs">
          <Button variant="primary" href="/" onFollow={follow}>
            {MSG.backHome}
          </Button>
          <Button href="/guide" onFollow={follow}>
            {MSG.guideTitle}
          </Button>
          <Button href="/faq" onFollow={follow}>
            {MSG.footerFaq}
          </Button>
        </SpaceBetween>
      </SpaceBetween>
    </div>
  );
}
