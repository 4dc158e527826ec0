/** The waiting list's texts ('Email me when it's back'), apart from its schema so a page can show them without zod. */

/** How a waiting list's note reads under the form: what will be sent, and nothing more. */
export const WAITLIST_NOTE =
  "We'll send one email to this address when it's back in stock, and nothing else. Each email has a link to leave the list.";
export const WAITLIST_JOINED_MESSAGE = "You're on the list. We'll email you when it's back.";
