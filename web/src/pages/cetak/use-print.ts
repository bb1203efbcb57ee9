/**
 * The printing calls of the screen (the SKPI printing and periods calls): one student (POST
 * skpiPrint: `message` is a short-lived link to the PDF, opened in a new tab and kept in the
 * success notice, which says so when the print is a draft waiting for its approvals), several (POST skpiBulk with the NIM: a job) and a program (POST skpiBulkProdi: a
 * job). 'Override New Print' asks the browser's confirmation first; no means nothing is printed.
 */
import { api } from '@shared/api';
import { CETAK_SCREEN_MSG, drafDicetak, MSG } from '@shared/messages';
import { call } from '@web/api/client';
import { notify } from '@web/app/notifications';
import { useRefreshAfterPrint } from './cetak-data';

/** 'Apakah anda yakin akan override print?': true to go on (always without override). */
export function overrideConfirmed(override: boolean): boolean {
  return !override || window.confirm(CETAK_SCREEN_MSG.overrideConfirm);
}

/**
 * A tab opened while the click's user activation lasts (a tab opened after the call's answer
 * would be blocked as a pop-up); it is sent to the PDF once the answer comes, or closed.
 */
export function openPendingTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return tab;
}

const flag = (override: boolean) => (override ? '1' : '0');

export interface PrintChoice {
  periode: number;
  override: boolean;
}

export function usePrint() {
  const refresh = useRefreshAfterPrint();

  /** One student: the PDF in `tab` (opened by the click) and a notice with its link. True when printed. */
  const printOne = async (nim: string, choice: PrintChoice, tab: Window | null): Promise<boolean> => {
    const progress = notify.info(CETAK_SCREEN_MSG.mencetak);
    try {
      const answer = await call(api.cetak.skpiPrint, { params: { nim }, query: { periode: choice.periode, override: flag(choice.override) } });
      if (tab) tab.location.href = answer.message;
      const text = answer.menunggu_tahap ? drafDicetak(answer.menunggu_tahap) : CETAK_SCREEN_MSG.printed;
      notify.success(text, { id: progress.id, link: { href: answer.message, text: CETAK_SCREEN_MSG.bukaPdf } });
      return true;
    } catch (error) {
      tab?.close();
      progress.fail(error, MSG.genericError);
      return false;
    } finally {
      refresh();
    }
  };

  /** A bulk job (the jobs panel follows it): true when started. */
  const startJob = async (start: Promise<unknown>): Promise<boolean> => {
    try {
      await notify.track(start, { pending: CETAK_SCREEN_MSG.mencetak, success: CETAK_SCREEN_MSG.bulkStarted, fallback: MSG.genericError });
      return true;
    } catch {
      return false;
    } finally {
      refresh();
    }
  };

  /** Several students: a bulk job by NIM. */
  const printMany = (nims: readonly string[], choice: PrintChoice) =>
    startJob(call(api.cetak.skpiBulk, { query: { nim: [...nims], periode: choice.periode, override: flag(choice.override) } }));

  /** A program's students of a year of entry (and graduation state): a bulk job. */
  const printProdi = (prodi: number, tahunMasuk: number, lulus: '' | '0' | '1', choice: PrintChoice) =>
    startJob(
      call(api.cetak.skpiBulkProdi, { query: { prodi, tahun_masuk: tahunMasuk, lulus, periode: choice.periode, override: flag(choice.override) } }),
    );

  return { printOne, printMany, printProdi };
}
