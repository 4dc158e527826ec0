/**
 * What a person agreed to be mailed about, each kind on its own, with the words they were shown
 * and when. Other modules read and change consents through these queries, on their own
 * transaction when the change goes with another write.
 */
export { consentQueries, type ConsentQueries, type ConsentRow } from './consents.repository';
