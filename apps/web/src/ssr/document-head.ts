import { createContext, useContext } from 'react';

/**
 * What a page wants in the document's <head>. On the server the render collects it here, to be
 * written into the HTML; in the browser no collector is provided and pages set it themselves.
 */
export interface DocumentHead {
  title?: string;
}

export interface DocumentHeadCollector {
  setTitle(title: string): void;
}

export const DocumentHeadContext = createContext<DocumentHeadCollector | null>(null);

/** A collector writing into `head`, for one server render. */
export function collectDocumentHead(head: DocumentHead): DocumentHeadCollector {
  return { setTitle: (title) => void (head.title = title) };
}

/** The server render's collector, or null in the browser. */
export function useDocumentHead(): DocumentHeadCollector | null {
  return useContext(DocumentHeadContext);
}
