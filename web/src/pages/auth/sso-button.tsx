/**
 * 'Masuk dengan akun kampus' under the sign-in form, shown only where the stage has a campus
 * identity provider. A plain link to the start route: the browser leaves for the provider and the
 * callback brings it back to /masuk-kampus.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import { api } from '@shared/api';
import { AUTH_SCREEN_MSG } from '@shared/messages';
import { useApiQuery } from '@web/api/query';

export const SSO_START_HREF = api.sso.start.path;

export function SsoButton() {
  const config = useApiQuery(api.sso.config, {}, { staleTime: 5 * 60_000 });
  if (!config.data?.enabled) return null;
  return (
    <div className="sign-in-form__sso">
      <Box textAlign="center" color="text-body-secondary" fontSize="body-s">
        {AUTH_SCREEN_MSG.ssoOr}
      </Box>
      <Button href={SSO_START_HREF} iconName="user-profile" fullWidth>
        {config.data.label}
      </Button>
    </div>
  );
}
