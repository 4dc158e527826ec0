/** A catalogue's messages of one part that loads apart (`shopMessages` in vite.config.ts, `MESSAGE_PARTS`). */
declare module '*.json?later' {
  const messages: unknown;
  export default messages;
}
declare module '*.json?browse' {
  const messages: unknown;
  export default messages;
}
declare module '*.json?reviews' {
  const messages: unknown;
  export default messages;
}
declare module '*.json?pages' {
  const messages: unknown;
  export default messages;
}
declare module '*.json?account' {
  const messages: unknown;
  export default messages;
}
