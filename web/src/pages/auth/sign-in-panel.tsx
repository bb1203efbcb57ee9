/**
 * The content of the header's Sign In popover: the form wired to the login call. Loaded when
 * the popover first opens, so the login call (and the contract's schemas it brings) stays out
 * of the first page load.
 */

import { SignInForm } from './sign-in-form';
import { useSignInSubmit } from './use-sign-in';

export default function SignInPanel() {
  const signIn = useSignInSubmit();
  return <SignInForm onSubmit={signIn} />;
}
