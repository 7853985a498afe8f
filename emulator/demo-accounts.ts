/**
 * The Google users the consent page offers, each with one or more YouTube channels. Carol's
 * channel is `ineligibleAccount`: YouTube refuses comments from it through the API, as it does for
 * some real accounts (the hint of docs/product.md §2).
 */
export interface DemoChannel {
  id: string;
  title: string;
  handle: string;
  canComment: boolean;
}

export interface DemoUser {
  sub: string;
  email: string;
  name: string;
  givenName: string;
  familyName: string;
  channels: DemoChannel[];
}

/** The demo channels' ids, for the tests, journeys and benchmarks that pick one by name. */
export const DEMO_CHANNEL: Readonly<
  Record<'aliceCooks' | 'aliceTravels' | 'bobBuilds' | 'carol', string>
> = {
  aliceCooks: 'UCaliceCooksDemo000000A1',
  aliceTravels: 'UCaliceTravelsDemo0000A2',
  bobBuilds: 'UCbobBuildsDemo0000000B1',
  /** YouTube refuses its comments through the API (`ineligibleAccount`). */
  carol: 'UCcarolNoApiDemo000000C1',
};

export const DEMO_USERS: DemoUser[] = [
  {
    sub: '100000000000000000001',
    email: 'alice.demo@example.com',
    name: 'Alice Demo',
    givenName: 'Alice',
    familyName: 'Demo',
    channels: [
      {
        id: DEMO_CHANNEL.aliceCooks,
        title: 'Alice Cooks',
        handle: '@alicecooks',
        canComment: true,
      },
      {
        id: DEMO_CHANNEL.aliceTravels,
        title: 'Alice Travels',
        handle: '@alicetravels',
        canComment: true,
      },
    ],
  },
  {
    sub: '100000000000000000002',
    email: 'bob.demo@example.com',
    name: 'Bob Demo',
    givenName: 'Bob',
    familyName: 'Demo',
    channels: [
      {
        id: DEMO_CHANNEL.bobBuilds,
        title: 'Bob Builds',
        handle: '@bobbuilds',
        canComment: true,
      },
    ],
  },
  {
    sub: '100000000000000000003',
    email: 'carol.demo@example.com',
    name: 'Carol Demo',
    givenName: 'Carol',
    familyName: 'Demo',
    channels: [
      {
        id: DEMO_CHANNEL.carol,
        title: 'Carol (cannot comment via API)',
        handle: '@carolnoapi',
        canComment: false,
      },
    ],
  },
];

export function findDemoChannel(channelId: string) {
  for (const user of DEMO_USERS) {
    const channel = user.channels.find((c) => c.id === channelId);
    if (channel) return { user, channel };
  }
  return undefined;
}
