import { createContext, useContext } from 'react';

/**
 * What a page wants in the document's <head>. On the server the render collects it here, to be
 * written into the HTML; in the browser no collector is provided and pages set it themselves.
 */
export interface DocumentHead {
  title?: string;
}

export const DocumentHeadContext = createContext<DocumentHead | null>(null);

/** The server render's collector, or null in the browser. */
export function useDocumentHead(): DocumentHead | null {
  return useContext(DocumentHeadContext);
}
