import { checkEmail } from './email-check';

const answer = (response: () => Response | Promise<Response>) =>
  (async () => response()) as unknown as typeof fetch;

describe('checkEmail', () => {
  it('reads sendToHubspot, getStartedAction and isPayingCustomer', async () => {
    const result = await checkEmail('jane@acme.com', {
      fetchImpl: answer(() =>
        Response.json({
          sendToHubspot: false,
          getStartedAction: 'sign-in',
          isPayingCustomer: true,
        }),
      ),
    });
    expect(result).toEqual({
      sendToHubspot: false,
      getStartedAction: 'sign-in',
      isPayingCustomer: true,
    });
  });

  it("answers the defaults true, 'default', false on failure", async () => {
    const defaults = { sendToHubspot: true, getStartedAction: 'default', isPayingCustomer: false };
    expect(
      await checkEmail('a@acme.com', {
        fetchImpl: answer(() => new Response('', { status: 500 })),
      }),
    ).toEqual(defaults);
    expect(
      await checkEmail('a@acme.com', {
        fetchImpl: answer(() => Promise.reject(new Error('offline'))),
      }),
    ).toEqual(defaults);
    expect(
      await checkEmail('a@acme.com', { fetchImpl: answer(() => new Response('not json')) }),
    ).toEqual(defaults);
  });
});
