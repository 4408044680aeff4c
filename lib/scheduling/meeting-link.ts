/**
 * What the reschedule and cancel pages (the signed links of a demo confirmation) receive from the
 * server: the meeting, or why the link is of no use. Shared by lib/server/scheduling and the page.
 */
export type MeetingLinkView =
  | {
      ok: true;
      token: string;
      meeting: {
        start: string;
        end: string;
        /** The zone the visitor booked in: the page shows times in it. */
        timeZone: string;
        repName: string;
        cancelled: boolean;
      };
      /** Reschedule only: the times it can move to. */
      offer: { meetingMinutes: number; slots: { start: string; end: string }[] } | null;
    }
  | { ok: false; status: number; message: string };
