/**
 * The language switch of every layout's header, and the account's language brought in at sign-in.
 * A choice is kept in the browser and, when signed in, on the account (PUT /api/akun/bahasa); the
 * page then loads again in it (web/src/app/language.ts).
 */
import Button from '@cloudscape-design/components/button';
import type { ButtonDropdownProps } from '@cloudscape-design/components/button-dropdown';
import type { TopNavigationProps } from '@cloudscape-design/components/top-navigation';
import { BAHASA, type Bahasa, isBahasa } from '@shared/messages/language';
import { BAHASA_MSG, BAHASA_SWITCH_MSG } from '@shared/messages/shell';
import { call } from '@web/api/client';
import { keepLanguage, pageLanguage } from './language';
import { languageKept } from './language-choice';
import { notify } from './notifications';

/** The languages as the switch lists them: each named in itself, the page's own ticked. */
const items = (): ButtonDropdownProps.Item[] =>
  BAHASA.map((lang) => ({ id: lang, text: BAHASA_MSG[lang], lang, iconName: lang === pageLanguage() ? 'check' : undefined }));

/** Keeps `lang` (on the account too when signed in) and loads the page again in it. */
async function choose(lang: Bahasa, signedIn: boolean): Promise<void> {
  try {
    if (signedIn) {
      const { api } = await import('@shared/api');
      await call(api.akun.bahasa, { body: { bahasa: lang } });
    }
    if (keepLanguage(lang)) window.location.reload();
  } catch (error) {
    notify.fail(error);
  }
}

const onChoose = (signedIn: boolean) => (event: { detail: { id: string } }) => {
  if (isBahasa(event.detail.id)) void choose(event.detail.id, signedIn);
};

/** The other language of the two, which the public header's switch offers. */
const otherLanguage = (): Bahasa => (pageLanguage() === 'en' ? 'id' : 'en');

/**
 * The switch of the public header: one button naming the other language in itself ('English',
 * 'Bahasa Indonesia'; its code, 'EN' or 'ID', on a narrow screen), light enough for the first page load.
 */
export function LanguageSwitch({ signedIn, compact }: { signedIn: boolean; compact: boolean }) {
  const other = otherLanguage();
  return (
    <span lang={other}>
      <Button ariaLabel={`${BAHASA_SWITCH_MSG}: ${BAHASA_MSG[other]}`} onClick={() => void choose(other, signedIn)} data-testid="bahasa-switch">
        {compact ? other.toUpperCase() : BAHASA_MSG[other]}
      </Button>
    </span>
  );
}

/** The switch as a utility of the signed-in areas' top navigation. */
export function languageUtility(): TopNavigationProps.MenuDropdownUtility {
  return {
    type: 'menu-dropdown',
    text: pageLanguage().toUpperCase(),
    ariaLabel: BAHASA_SWITCH_MSG,
    title: BAHASA_SWITCH_MSG,
    disableUtilityCollapse: true,
    items: items(),
    onItemClick: onChoose(true),
  };
}

/**
 * After a sign-in: the account's language wins (when it differs, `destination`, where the sign-in
 * leads, loads in it: the page shown may still be the sign-in step, which a load would not show
 * again); an account that never chose takes the one this browser chose.
 */
export async function adoptAccountLanguage(destination: string): Promise<void> {
  const { api } = await import('@shared/api');
  const { akun } = await call(api.akun.get);
  if (akun.bahasa) {
    if (keepLanguage(akun.bahasa)) window.location.replace(destination);
    return;
  }
  const kept = languageKept();
  if (kept) await call(api.akun.bahasa, { body: { bahasa: kept } });
}
