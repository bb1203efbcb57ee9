/**
 * The content of the header's Sign In popover: the form wired to the login call. Loaded when
 * the popover first opens, so the login call (and the contract's schemas it brings) stays out
 * of the first page load.
 */
import { useSignInSubmit } from '../pages/auth/use-sign-in';
import { SignInForm } from '../pages/public/sign-in-form';

export default function SignInPanel() {
  const signIn = useSignInSubmit();
  return <SignInForm onSubmit={signIn} />;
}
