import {
  startLocalApi,
  type LocalApi,
  type LocalApiReply,
  type LocalApiRequest,
} from '@marquee/testing/localApi';

/** A route table in memory (testing/*Api.ts): the answer of a route it knows, else null or undefined. */
export interface Backend {
  handle(request: LocalApiRequest): LocalApiReply | null | undefined;
}

/**
 * Serves `backend` as the API from before a test file's first test to after its last, answering 404 'Not
 * found' for any route it does not know. The answer records the requests and can hold them in flight.
 */
export function serveBackend(backend: Backend): Omit<LocalApi, 'close'> {
  let api: LocalApi | undefined;
  const served = () => {
    if (!api) throw new Error('the API is served from beforeAll');
    return api;
  };
  beforeAll(async () => {
    api = await startLocalApi(
      (request) => backend.handle(request) ?? { status: 404, body: { message: 'Not found' } },
    );
  });
  afterAll(() => api?.close());
  return {
    get requests() {
      return served().requests;
    },
    hold: () => served().hold(),
    release: () => served().release(),
  };
}
