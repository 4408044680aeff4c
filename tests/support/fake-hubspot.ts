import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake HubSpot forms host on 127.0.0.1 speaking the documented v3 contract
 * (POST /submissions/v3/integration/submit/{portalId}/{formGuid}, 200 {inlineMessage} or a
 * 4xx/5xx error body). Its script decides each answer: 'fail' (500), 'hang' (never answers, and
 * never records: the request did not get through), 'refuse' (400), 'ok', or 'hold' (answers 200
 * when `release()` is called, and records the submission only if its sender is still there to
 * read the answer: a sender that died waiting never learnt it got through).
 */
export type Behaviour = 'fail' | 'hang' | 'refuse' | 'ok' | 'hold';

export function fakeHubspot(script: () => Behaviour) {
  const received: { path: string; emails: string[]; body: Record<string, unknown> }[] = [];
  const hanging: http.ServerResponse[] = [];
  const held: { path: string; emails: string[]; accept: () => void }[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const behaviour = script();
      if (behaviour === 'hang') {
        hanging.push(res);
        return;
      }
      res.setHeader('content-type', 'application/json');
      if (behaviour === 'fail') {
        res.statusCode = 500;
        res.end(JSON.stringify({ status: 'error', message: 'Internal error', correlationId: 'x' }));
        return;
      }
      if (behaviour === 'refuse') {
        res.statusCode = 400;
        res.end(
          JSON.stringify({
            status: 'error',
            message: 'The request is not valid',
            correlationId: 'y',
            errors: [
              {
                message: "Error in 'fields.phone'. Field not in form definition",
                errorType: 'FIELD_NOT_IN_FORM_DEFINITION',
              },
            ],
          }),
        );
        return;
      }
      const body = JSON.parse(raw) as { fields: { name: string; value: string }[] };
      const submission = {
        path: req.url ?? '',
        emails: body.fields.filter((f) => f.name === 'email').map((f) => f.value),
      };
      const accept = () => {
        if (res.destroyed || req.socket.destroyed) return;
        received.push({ ...submission, body });
        res.end(JSON.stringify({ inlineMessage: 'Thanks for submitting the form.' }));
      };
      if (behaviour === 'hold') held.push({ ...submission, accept });
      else accept();
    });
  });
  return {
    received,
    /** Requests held (behaviour 'hold') and not yet released. */
    held: () => held.map(({ path, emails }) => ({ path, emails })),
    /** Answers every held request whose sender is still connected. */
    release() {
      for (const { accept } of held.splice(0)) accept();
    },
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async stop() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
