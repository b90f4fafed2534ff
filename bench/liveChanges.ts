// Live lists (issue 33): 1,000 consoles of one account connected to one server process (100 members,
// each with the 10 event streams a user may hold: tabs and devices), then changes made through the
// API one after the other. Prints the server's memory per open stream (its resident set before and
// after, read from /proc), and for each change the time from the write to each console hearing of it
// (p50, p99, and the last console of each write), then the time until every console has read the list
// again, as each console does on hearing (the "refresh"), on both databases.
import { readFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { openDatabase } from '../server/src/db/connection';
import { bootstrapPlatform } from '../server/src/seed/bootstrap';
import { createUser } from '../server/src/core/userRecords';
import { hashPassword } from '../server/src/security/passwords';
import { addMember, createAccount } from '../server/src/domains/accounts/api';
import { adminAppInstanceId } from '../server/src/security/permissions';
import type { BenchKit } from './developerPortal';
import { Agent, fetch as fetchWith } from 'undici';
import { readEvents } from '../contract/serverSentEvents';
import { onBothDatabases, type Target } from './bothDatabases';

const MEMBERS = 100;
/** The cap of open streams per user (server/src/domains/notifications/routes/notificationStream.ts). */
const STREAMS_PER_MEMBER = 10;
const WRITES = 20;
const PASSWORD = 'Live@12345';
/**
 * The consoles' list reads share this many connections, as browsers keep theirs open: a thousand
 * fresh connections at one instant overflow the server's accept queue (resets), which no real
 * crowd of consoles does.
 */
const READ_CONNECTIONS = 200;

interface Member { username: string; accountId: number; accountUserId: number; appInstanceId: number }

async function seedMembers(target: Target): Promise<Member[]> {
  const database = await openDatabase(target);
  try {
    const { db } = database;
    await bootstrapPlatform(db);
    const passwordHash = await hashPassword(PASSWORD);
    const owner = await createUser(db, { username: 'live-0@bench.local', passwordHash, firstName: 'Live', lastName: '0' });
    const { account, accountUserId } = await createAccount(db, owner.id, {
      businessName: 'Live Bench Ltd', billingEmail: 'live@bench.local', billAddress: '1 Bench Road', city: 'Nantes',
      state: 'PdL', country: 'FR', zipcode: '44000', contactPhone: '+33 2 12 34 56 78', description: 'Bench account with many consoles',
    });
    const appInstanceId = (await adminAppInstanceId(db, account.id)) ?? 0;
    const members: Member[] = [{ username: owner.username, accountId: account.id, accountUserId, appInstanceId }];
    for (let n = 1; n < MEMBERS; n++) {
      const user = await createUser(db, { username: `live-${n}@bench.local`, passwordHash, firstName: 'Live', lastName: String(n) });
      members.push({ username: user.username, accountId: account.id, accountUserId: await addMember(db, account.id, user.id, 'OWNER'), appInstanceId });
    }
    return members;
  } finally {
    await database.close();
  }
}

const residentKb = (server: ChildProcess) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? NaN);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;
};

/** One console's stream: resolves once `ready`; calls `onChange` at each `change` event. */
async function openStream(base: string, token: string, signal: AbortSignal, onChange: () => void): Promise<void> {
  const res = await fetch(`${base}/auth/notifications/stream`, { headers: { authorization: `Bearer ${token}` }, signal });
  if (!res.ok || !res.body) throw new Error(`stream: ${res.status}`);
  let ready!: () => void;
  const isReady = new Promise<void>((resolve) => { ready = resolve; });
  readEvents(res.body, (events) => {
    for (const event of events) {
      if (event.name === 'ready') ready();
      if (event.name === 'change') onChange();
    }
  }).catch(() => undefined); // closed at the end
  return isReady;
}

async function measure(server: ChildProcess, base: string, members: Member[]) {
  const sessions = [];
  for (const member of members) {
    const res = await fetch(`${base}/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: member.username, password: PASSWORD }),
    });
    if (!res.ok) throw new Error(`login ${member.username}: ${res.status}`);
    const { token } = (await res.json()) as { token: { accessToken: string } };
    sessions.push({
      ...member,
      headers: {
        authorization: `Bearer ${token.accessToken}`, accountId: String(member.accountId),
        accountUserId: String(member.accountUserId), appInstanceId: String(member.appInstanceId),
      },
    });
  }
  const list = `${base}/app/parameter/appParameterList?page=0&size=10`;
  const readers = new Agent({ connections: READ_CONNECTIONS });
  const readList = (headers: Record<string, string>) => fetchWith(list, { headers, dispatcher: readers }).then((res) => res.arrayBuffer());
  for (const session of sessions) await fetch(list, { headers: session.headers }); // warms each member's flags
  const consoles = sessions.flatMap((session) => Array.from({ length: STREAMS_PER_MEMBER }, () => session));
  // What the consoles' reading again costs by itself: the same 1,000 list reads at once, no stream open.
  const burstStart = performance.now();
  await Promise.all(consoles.map((session) => readList(session.headers)));
  const listReadsAtOnceMs = Math.round(performance.now() - burstStart);

  const before = residentKb(server);
  const controller = new AbortController();
  let heard: (at: number) => void = () => undefined;
  // Connected a hundred at a time, as consoles arrive, not in one instant (see READ_CONNECTIONS).
  for (let n = 0; n < consoles.length; n += 100) {
    await Promise.all(consoles.slice(n, n + 100).map((session) =>
      openStream(base, session.headers.authorization.slice('Bearer '.length), controller.signal, () => heard(performance.now()))));
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000)); // settle
  const after = residentKb(server);

  const delivery: number[] = [];
  const lastConsole: number[] = [];
  const [writer] = sessions;
  try {
    for (let n = 0; n < WRITES; n++) {
      const arrivals: number[] = [];
      const all = new Promise<void>((resolve) => {
        heard = (at) => {
          arrivals.push(at);
          if (arrivals.length === consoles.length) resolve();
        };
      });
      const start = performance.now();
      const res = await fetch(`${base}/app/parameter/appParameter`, {
        method: 'POST', headers: { ...writer.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ parameterName: `live${n}`, parameterValue: String(n) }),
      });
      if (res.status !== 201) throw new Error(`write: ${res.status} ${await res.text()}`);
      await all;
      const times = arrivals.map((at) => at - start);
      delivery.push(...times);
      lastConsole.push(Math.max(...times));
    }

    // One more change, and every console reads the list again on hearing of it, as LiveLists does.
    const refreshed: number[] = [];
    const start = performance.now();
    const done = new Promise<void>((resolve) => {
      let hearing = 0;
      heard = () => {
        const session = consoles[hearing++];
        void readList(session.headers).then(() => {
          refreshed.push(performance.now() - start);
          if (refreshed.length === consoles.length) resolve();
        });
      };
    });
    await fetch(`${base}/app/parameter/appParameter`, {
      method: 'POST', headers: { ...writer.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ parameterName: 'liveRefresh', parameterValue: '1' }),
    });
    await done;
    return {
      serverMemoryPerConsoleKb: Math.round(((after - before) / consoles.length) * 10) / 10,
      serverResidentMb: { before: Math.round(before / 1024), withConsoles: Math.round(after / 1024) },
      writeToConsoleMs: { p50: percentile(delivery, 50), p99: percentile(delivery, 99) },
      writeToLastConsoleMs: { p50: percentile(lastConsole, 50), p99: percentile(lastConsole, 99), max: Math.round(Math.max(...lastConsole)) },
      writeToLastListReadAgainMs: Math.round(Math.max(...refreshed)),
      sameListReadsAtOnceWithoutStreamsMs: listReadsAtOnceMs,
    };
  } finally {
    controller.abort();
    await readers.close();
  }
}

export async function measureLiveChanges(kit: BenchKit) {
  let server: ChildProcess | undefined;
  const keepingServer = { ...kit, startServer: async (target: Target) => (server = await kit.startServer(target)) };
  return {
    consoles: MEMBERS * STREAMS_PER_MEMBER, members: MEMBERS, writes: WRITES, budgetWriteToLastConsoleP99Ms: 1_000,
    ...(await onBothDatabases(keepingServer, 'live', seedMembers, (members) => measure(server!, kit.base, members))),
  };
}
