import type { ApiHandler } from './render-app';

/** One page of a list, as the fake server cuts it. */
export interface ListSlice<Row> {
  /** The rows of the page. */
  rows: Row[];
  /** How many rows the query's filters keep, on every page. */
  total: number;
  page: number;
  limit: number;
  /** Every row of the list, filtered or not (for counts beside the page, like the unread ones). */
  all: Row[];
}

/** The list as a write changes it, for the next GET. */
export interface ListRows<Row> {
  /** Changes the row of `id`, and returns it as changed. */
  update: (id: string, change: (row: Row) => Row) => Row | undefined;
  remove: (id: string) => void;
}

/** A write to one row: its id, the request's body, and the whole match of `rowPath`. */
export interface RowWrite {
  id: string;
  body: unknown;
  match: RegExpExecArray;
}

export interface ListApiOptions<Row> {
  /** The list's path, without /api: '/orders'. */
  path: string;
  /** The rows the query's filters keep: all of them without it. */
  where?: (row: Row, query: URLSearchParams) => boolean;
  /** The order the server lists them in: as given without it. */
  sort?: (a: Row, b: Row) => number;
  /** The page size when the query names none. */
  limit?: number;
  /** How the server answers a page: without it, the page's rows bare, with the total in X-Total-Count. */
  answer?: (slice: ListSlice<Row>) => Response;
  /** The path of one row; its first group is the row's id. */
  rowPath?: RegExp;
  /** What a write to one row does and answers, by method: a JSON body, a whole Response, or undefined to leave it. */
  writes?: Partial<Record<string, (write: RowWrite, rows: ListRows<Row>) => unknown>>;
  /** The method the server fails (GET included), with `status` (500) and `message`. */
  refuse?: { method: string; status?: number; message?: string };
}

/** A page's rows, bare, with the total in X-Total-Count: how the admin lists of orders and users answer. */
export function withTotalCount(body: unknown, total: number): Response {
  return Response.json(body, { headers: { 'X-Total-Count': String(total) } });
}

/** A page's rows under `key`, with the total under `totalKey` and the page fields: how the lists of reviews answer. */
export const pageFields =
  (key: string, totalKey: string) =>
  <Row>({ rows, total, page, limit }: ListSlice<Row>): Response =>
    Response.json({ [key]: rows, [totalKey]: total, totalPages: Math.ceil(total / limit), page, limit });

/**
 * A tiny list API over an in-memory list, filtered, sorted and paged as the server does it:
 * `GET path` answers the page the query asks for, and the writes to one row (`rowPath`) change
 * the list that the next GET reads. A write to a row the list does not hold is left unanswered.
 */
export function listApi<Row extends { _id: string }>(initial: Row[], options: ListApiOptions<Row>): ApiHandler {
  const { path: listPath, where = () => true, sort, limit: defaultLimit = 100, rowPath, writes = {}, refuse } = options;
  const { answer = ({ rows, total }: ListSlice<Row>) => withTotalCount(rows, total) } = options;
  let all = [...initial];
  const rows: ListRows<Row> = {
    update: (id, change) => {
      all = all.map((row) => (row._id === id ? change(row) : row));
      return all.find((row) => row._id === id);
    },
    remove: (id) => {
      all = all.filter((row) => row._id !== id);
    },
  };
  return ({ method, path, url, body }) => {
    const refused = () => Response.json({ message: refuse?.message ?? 'Internal Server Error' }, { status: refuse?.status ?? 500 });
    if (method === 'GET' && path === listPath) {
      if (refuse?.method === 'GET') return refused();
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? defaultLimit);
      const matching = all.filter((row) => where(row, url.searchParams));
      if (sort) matching.sort(sort);
      return answer({ rows: matching.slice((page - 1) * limit, page * limit), total: matching.length, page, limit, all });
    }
    const match = rowPath?.exec(path);
    const write = writes[method];
    if (!match || !write) return undefined;
    if (refuse?.method === method) return refused();
    const id = decodeURIComponent(match[1] ?? '');
    if (!all.some((row) => row._id === id)) return undefined;
    const answered = write({ id, body, match }, rows);
    if (answered === undefined) return undefined;
    return answered instanceof Response ? answered : Response.json(answered);
  };
}

/** Answers `GET path` alone, with `respond` (a page, a failure, or an answer that never comes). */
export function answerGet(listPath: string, respond: (url: URL) => Response | Promise<Response>): ApiHandler {
  return ({ method, path, url }) => (method === 'GET' && path === listPath ? respond(url) : undefined);
}
