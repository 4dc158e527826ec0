import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

export interface Statement {
  query: string;
  params: unknown[];
}

export type StatementRecorder = ReturnType<typeof statementRecorder>;

/**
 * The statements the API sends to answer requests, and none of the shop's own rounds in the
 * background (the outbox, waiting lists, exports, analytics' flushes), which may query at any
 * moment: each request carries its list in its asynchronous context from its first hook on.
 *
 * Give it to `createTestApp` as `statements`, then make the requests inside `during`.
 */
export function statementRecorder() {
  const scope = new AsyncLocalStorage<Statement[]>();
  let recording: Statement[] | undefined;
  return {
    onQuery(query: string, params: unknown[]) {
      scope.getStore()?.push({ query, params });
    },
    onRequest(_request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
      if (recording) scope.run(recording, done);
      else done();
    },
    /** Runs `work`, and the statements of the requests it made. */
    async during<T>(work: () => Promise<T>): Promise<{ result: T; statements: Statement[] }> {
      const statements: Statement[] = [];
      recording = statements;
      try {
        return { result: await work(), statements };
      } finally {
        recording = undefined;
      }
    },
  };
}
