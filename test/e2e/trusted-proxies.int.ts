import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_FAILURES, PAIR_FAILURES } from '../../subgraphs/marketplace/src/http/login-limits.js';
import { startTestService, suffix, type TestService } from '../testkit/service.js';

// The client's address behind a reverse proxy: X-Forwarded-For believed from TRUSTED_PROXIES only,
// and what uses that address (anonymous budgets, sign-in locks). The test is the proxy: its requests
// come from 127.0.0.1 and carry documentation addresses (RFC 5737, RFC 3849) as the clients'.
const ANONYMOUS = 30;
const limits = { RATE_LIMIT_ANONYMOUS: String(ANONYMOUS), RATE_LIMIT_WINDOW_SECONDS: '3600' };
const password = 'correct horse battery staple';

let behindProxy: TestService;
let direct: TestService;

beforeAll(async () => {
  behindProxy = await startTestService({ ...limits, TRUSTED_PROXIES: '127.0.0.1, ::1' });
  direct = await startTestService(limits);
});
afterAll(async () => {
  await behindProxy?.close();
  await direct?.close();
});

/** A fresh client address (TEST-NET-3), so each test counts from zero. */
let next = 1 + (parseInt(suffix(), 16) % 200);
const clientAddress = () => `203.0.113.${next++}`;

const anonymous = (t: TestService, forwardedFor: string) => fetch(`${t.baseUrl}/v1/no-such-route`, { headers: { 'x-forwarded-for': forwardedFor } });

async function withLogin(t: TestService): Promise<string> {
  const { accountId } = await t.createAccount();
  const email = `proxy-${suffix()}@example.com`;
  await t.service.accounts.setLogin(accountId, email, password);
  return email;
}

const signIn = (t: TestService, email: string, pass: string, forwardedFor: string) =>
  fetch(`${t.baseUrl}/console/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ email, password: pass }),
  });

async function fail(t: TestService, email: string, forwardedFor: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) expect((await signIn(t, email, `guess-${i}`, forwardedFor)).status).toBe(401);
}

describe('behind a trusted proxy', () => {
  it('gives each forwarded client its own anonymous budget', async () => {
    const [a, b] = [clientAddress(), clientAddress()];
    for (let i = 1; i <= ANONYMOUS; i++) {
      const res = await anonymous(behindProxy, a);
      expect(res.headers.get('x-ratelimit-remaining')).toBe(String(ANONYMOUS - i));
    }
    expect((await anonymous(behindProxy, a)).status).toBe(429);
    const other = await anonymous(behindProxy, b);
    expect(other.status).toBe(404);
    expect(other.headers.get('x-ratelimit-remaining')).toBe(String(ANONYMOUS - 1));
    // What a client writes to the left of the proxy's own entry is not believed: still client a.
    expect((await anonymous(behindProxy, `${b}, ${a}`)).status).toBe(429);
  });

  it('counts an IPv6 client by its /64', async () => {
    const site = `2001:db8:${suffix().slice(0, 4)}:${suffix().slice(0, 4)}`;
    for (let i = 0; i < ANONYMOUS; i++) await anonymous(behindProxy, `${site}::${(i + 1).toString(16)}`);
    expect((await anonymous(behindProxy, `${site}::ffff`)).status).toBe(429);
    expect((await anonymous(behindProxy, `2001:db8:${suffix().slice(0, 4)}:${suffix().slice(0, 4)}::1`)).status).toBe(404);
  });

  it("locks a guessing client out of an account without locking the account's owner out", async () => {
    const email = await withLogin(behindProxy);
    const [guesser, owner] = [clientAddress(), clientAddress()];
    await fail(behindProxy, email, guesser, PAIR_FAILURES);
    const locked = await signIn(behindProxy, email, password, guesser);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // The owner signs in from another client address behind the same proxy.
    expect((await signIn(behindProxy, email, password, owner)).status).toBe(201);
    // ...and that does not free the guesser.
    expect((await signIn(behindProxy, email, password, guesser)).status).toBe(429);
    // The guesser still signs in to another account.
    const other = await withLogin(behindProxy);
    expect((await signIn(behindProxy, other, password, guesser)).status).toBe(201);
  });

  it('locks an account for everyone once guesses spread over many client addresses add up', async () => {
    const email = await withLogin(behindProxy);
    for (let i = 0; i < ACCOUNT_FAILURES / PAIR_FAILURES; i++) await fail(behindProxy, email, clientAddress(), PAIR_FAILURES);
    expect((await signIn(behindProxy, email, password, clientAddress())).status).toBe(429);
  });
});

describe('without trusted proxies (the default)', () => {
  it('ignores X-Forwarded-For: a client cannot name a fresh address to escape a sign-in lock', async () => {
    const email = await withLogin(direct);
    for (let i = 0; i < PAIR_FAILURES; i++) expect((await signIn(direct, email, `guess-${i}`, clientAddress())).status).toBe(401);
    expect((await signIn(direct, email, password, clientAddress())).status).toBe(429);
  });

  it('ignores X-Forwarded-For: every request of the peer spends one anonymous budget', async () => {
    const a = clientAddress();
    let status = 0;
    for (let i = 0; i <= ANONYMOUS && status !== 429; i++) status = (await anonymous(direct, a)).status;
    expect(status).toBe(429);
    expect((await anonymous(direct, clientAddress())).status).toBe(429);
  });
});
