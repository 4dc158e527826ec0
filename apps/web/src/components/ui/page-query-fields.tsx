import { useLocation } from 'react-router';

/**
 * The page's own query as hidden fields of a GET form that sends the page to itself (a form that
 * works without JavaScript), which the browser would otherwise drop. The server keeps the form's
 * choice and sends the visitor back to the page with the rest: this query.
 */
export function PageQueryFields({ except }: { except: string }) {
  const { search } = useLocation();
  return [...new URLSearchParams(search)]
    .filter(([name]) => name !== except)
    .map(([name, value], index) => <input key={index} type="hidden" name={name} value={value} />);
}
