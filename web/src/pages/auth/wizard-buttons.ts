import { AUTH_SCREEN_MSG } from '@shared/messages';

/** The buttons of the register and activation wizards (Next, Previous). */
export const WIZARD_BUTTONS = {
  nextButton: AUTH_SCREEN_MSG.nextButton,
  previousButton: AUTH_SCREEN_MSG.previousButton,
  cancelButton: AUTH_SCREEN_MSG.cancelButton,
};
