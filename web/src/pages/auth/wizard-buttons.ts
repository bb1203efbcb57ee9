import { AUTH_TEXT } from '@shared/messages';

/** The buttons of the register and activation wizards (Next, Previous). */
export const WIZARD_BUTTONS = { nextButton: AUTH_TEXT.nextButton, previousButton: AUTH_TEXT.previousButton, cancelButton: AUTH_TEXT.cancelButton };
