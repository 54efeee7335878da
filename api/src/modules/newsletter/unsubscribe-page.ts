import { ACTION_PAGE_POLICY, renderActionPage } from '../../common/action-page.js';

/**
 * The pages an unsubscribe link in a mail opens. Opening the link changes nothing (mail scanners and link previews
 * follow links): the page asks for one click on 'Meld meg av', a same-origin form POST, and only that unsubscribes,
 * with no sign-in and no further question (admin §11). Mail clients' own unsubscribe button uses the RFC 8058
 * one-click POST (`List-Unsubscribe=One-Click`) and needs no page.
 */

export const UNSUBSCRIBE_PAGE_POLICY = ACTION_PAGE_POLICY;

export const UNSUBSCRIBED_TITLE = 'Du er meldt av nyhetsbrevet';
export const UNSUBSCRIBE_INVALID_TITLE = 'Lenken er ugyldig';
export const UNSUBSCRIBE_CONFIRM_TITLE = 'Meld deg av nyhetsbrevet';
export const UNSUBSCRIBE_BUTTON = 'Meld meg av';

/** The result after the click (or for a link that is not valid). */
export function renderUnsubscribePage(done: boolean, shopName: string): string {
  return renderActionPage({
    shopName,
    title: done ? UNSUBSCRIBED_TITLE : UNSUBSCRIBE_INVALID_TITLE,
    text: done
      ? `Du får ikke flere nyhetsbrev fra ${shopName}. Ombestemmer du deg, kan du melde deg på igjen nederst på forsiden.`
      : 'Vi fant ikke påmeldingen denne lenken gjelder. Er du fortsatt påmeldt, bruk lenken i et nyere nyhetsbrev.',
  });
}

/** What the link opens: one button that posts back to `action` (the link's own address, token included). */
export function renderUnsubscribeConfirmPage(action: string, shopName: string): string {
  return renderActionPage({
    shopName,
    title: UNSUBSCRIBE_CONFIRM_TITLE,
    text: `Trykk på knappen for å melde deg av nyhetsbrevet fra ${shopName}.`,
    form: { action, fields: { confirm: '1' }, button: UNSUBSCRIBE_BUTTON },
  });
}
