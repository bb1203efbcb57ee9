/**
 * What a student is offered and told, in a real browser at 1280 and 400 px:
 * - /user/skpi offers no file choice under 'Unggah SKPI' while the server would refuse the upload
 *   (no request, or a request still waiting): the panel says when an upload is possible; once the
 *   request is accepted the file choice and the button are there;
 * - the Akun tab's public-profile switch confirms each change under the toggle, where a phone
 *   scrolled to it can read it (the notice above the page hides after 2 s).
 * Each test uses its own fresh student. Screenshots: tests/e2e/screenshots/student-feedback-*.png.
 */

import { skpiKeys } from '@functions/lib/entities/skpi';
import { MSG, PROFIL_SCREEN_MSG, SKPI_SCREEN_MSG, SKPI_STATUS_MSG } from '@shared/messages';
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { activeStudent, patchItem, tokenOf } from '../support/auth-flow';
import { browserPerFile, pageOverflow, seriousViolations } from '../support/browser';
import { eventually, screenshotsNamed, signInAs, signInThroughHeader } from '../support/browser-session';
import { createStudent, uniqueWord } from '../support/search-data';
import { baseUrl, useStackEnv } from '../support/stack';

const { newPage, screenshot } = browserPerFile();
const shot = screenshotsNamed(screenshot, 'student-feedback-');

beforeAll(() => {
  useStackEnv();
});

/** The element lies within the window (a phone need not scroll to read it). */
async function inView(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight;
  });
}

describe.each([1280, 400])('at %i px', (width) => {
  const w = String(width);

  it('/user/skpi offers the SKPI upload only once the request is accepted, and says so before', async () => {
    const who = await createStudent({ nama: `Fitri Handayani ${uniqueWord()}` });
    const { page, errors } = await newPage(width, { baseURL: baseUrl() });
    page.setDefaultTimeout(15_000);
    await signInAs(page, who, { token: await tokenOf(who.id) });

    // no request: the explanation, no file choice, no upload button
    await page.goto('/user/skpi');
    await eventually(() => page.getByTestId('skpi-request-state').innerText()).toBe(SKPI_SCREEN_MSG.requestNone);
    await expect(page.getByTestId('skpi-upload-not-yet').innerText()).resolves.toBe(MSG.skpiUploadNotAccepted);
    await expect(page.locator('input[type="file"]').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: SKPI_SCREEN_MSG.uploadChoose }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: SKPI_SCREEN_MSG.uploadButton }).count()).resolves.toBe(0);
    await shot(page, `${w}-1-skpi-no-request`);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    // a waiting request: still no upload, the same explanation
    const { skpiRepo } = await import('@functions/domain/skpi/repo');
    await skpiRepo.create(who.id);
    await page.reload();
    await eventually(() => page.getByTestId('skpi-request-state').innerText()).toBe(SKPI_STATUS_MSG.requestPending);
    await expect(page.getByTestId('skpi-upload-not-yet').innerText()).resolves.toBe(MSG.skpiUploadNotAccepted);
    await expect(page.locator('input[type="file"]').count()).resolves.toBe(0);
    await shot(page, `${w}-2-skpi-waiting`);

    // accepted: the file choice and the button, no explanation
    await patchItem(skpiKeys.skpiRequest(who.id), { is_downloaded: 1 });
    await page.reload();
    await eventually(() => page.getByTestId('skpi-request-state').innerText()).toBe(SKPI_STATUS_MSG.requestAccepted);
    await page.getByRole('button', { name: SKPI_SCREEN_MSG.uploadChoose }).waitFor();
    await expect(page.getByRole('button', { name: SKPI_SCREEN_MSG.uploadButton }).isDisabled()).resolves.toBe(true);
    await expect(page.getByTestId('skpi-upload-not-yet').count()).resolves.toBe(0);
    await expect(page.locator('input[type="file"]').count()).resolves.toBe(1);
    await shot(page, `${w}-3-skpi-accepted`);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });

  it('the public-profile switch confirms each change under the toggle', async () => {
    const who = await activeStudent();
    const { page, errors } = await newPage(width, { baseURL: baseUrl() });
    page.setDefaultTimeout(15_000);
    await signInThroughHeader(page, who);
    await page.goto('/user/profile');
    await page.getByRole('tab', { name: PROFIL_SCREEN_MSG.tabAkun }).click();
    await page.getByRole('heading', { name: PROFIL_SCREEN_MSG.publikTitle }).waitFor();
    await page.getByText(PROFIL_SCREEN_MSG.publikOn).waitFor();
    const outcome = page.getByTestId('profil-publik-outcome');
    await expect(outcome.innerText()).resolves.toBe('');

    const toggle = page.getByText(PROFIL_SCREEN_MSG.publikToggle);
    await toggle.scrollIntoViewIfNeeded();
    await toggle.click();
    await eventually(() => outcome.innerText()).toBe(MSG.profilPublikHidden);
    await page.getByText(PROFIL_SCREEN_MSG.publikOff).waitFor();
    // it stays beside the toggle, in sight, after the notice above the page has gone
    await page.locator('[class*="awsui_flashbar"]').getByText(MSG.profilPublikHidden, { exact: true }).waitFor({ state: 'hidden' });
    await expect(outcome.innerText()).resolves.toBe(MSG.profilPublikHidden);
    await expect(inView(outcome)).resolves.toBe(true);
    await shot(page, `${w}-4-publik-hidden`);
    expect(await seriousViolations(page, { state: 'public profile hidden' })).toEqual([]);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

    await toggle.click();
    await eventually(() => outcome.innerText()).toBe(MSG.profilPublikShown);
    await page.getByText(PROFIL_SCREEN_MSG.publikOn).waitFor();
    await shot(page, `${w}-5-publik-shown`);
    expect(errors).toEqual([]);
  });
});
