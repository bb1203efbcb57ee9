/**
 * The content of the header's Sign In popover: the form wired to the login call, and the campus
 * sign-in where the stage offers it. Loaded when the popover first opens, so the login call (and
 * the contract's schemas it brings) stays out of the first page load.
 */

import { SignInForm } from './sign-in-form';
import { SsoButton } from './sso-button';
import { useSignInSubmit } from './use-sign-in';

export default function SignInPanel() {
  const signIn = useSignInSubmit();
  return (
    <>
      <SignInForm onSubmit={signIn} />
      <SsoButton />
    </>
  );
}
