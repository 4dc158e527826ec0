/** The contact form's answers (docs/product.md), apart from its schema so a page can show them without zod. */
export const CONTACT_SUCCESS_MESSAGE = 'Thank you for your message! We will get back to you soon.';
export const CONTACT_FAILURE_MESSAGE = 'Failed to send message. Please try again.';
