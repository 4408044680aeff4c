import '@/lib/server/only-on-server';

/**
 * The sales reps who host demo meetings. Every rep works the team's hours
 * (working-hours.ts, configuration); round-robin picks which free rep gets a meeting. Changing
 * who is on the team is a reviewed code change.
 */
export interface SalesRep {
  /** Stable id stored with each booking; never reuse one for another person. */
  id: string;
  name: string;
  email: string;
  /** The rep's personal video-meeting room, sent in the invitation. */
  meetingUrl: string;
}

export const SALES_TEAM: readonly SalesRep[] = [
  {
    id: 'maya-okafor',
    name: 'Maya Okafor',
    email: 'maya.okafor@switchboard.example',
    meetingUrl: 'https://meet.switchboard.example/maya-okafor',
  },
  {
    id: 'daniel-brooks',
    name: 'Daniel Brooks',
    email: 'daniel.brooks@switchboard.example',
    meetingUrl: 'https://meet.switchboard.example/daniel-brooks',
  },
  {
    id: 'sofia-lindqvist',
    name: 'Sofia Lindqvist',
    email: 'sofia.lindqvist@switchboard.example',
    meetingUrl: 'https://meet.switchboard.example/sofia-lindqvist',
  },
];

/** A rep's name; a rep who left the team still shows, under their id, on their old meetings. */
export function salesRepName(id: string, team: readonly SalesRep[] = SALES_TEAM): string {
  return team.find((rep) => rep.id === id)?.name ?? id;
}
