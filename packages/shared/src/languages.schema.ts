/**
 * A language as a request names it: the page's, which the mail a request causes is written in
 * (an order's, a waiting list's, an account's). The list lives in languages.ts, which has no
 * schemas: the storefront's first load reads it without zod.
 */
import { z } from 'zod';
import { LANGUAGES, type LanguageCode } from './languages';

export const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as [LanguageCode, ...LanguageCode[]];

export const LanguageCodeSchema = z.enum(LANGUAGE_CODES, { message: `language must be one of ${LANGUAGE_CODES.join(', ')}` });
