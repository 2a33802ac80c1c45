// The dashboard's "Today" (issue 14): what the agent should do next, each item linking to where
// it is done. The server fills it in one round trip; these are its shape and its constants.

/** A lead is "not contacted" when nothing was sent to it (or it was added) this many days ago or more. */
export const NOT_CONTACTED_DAYS = 14;
/** "New leads" are those added in the last 24 hours. */
export const NEW_LEAD_HOURS = 24;
/** Price changes on watched properties shown from the last 7 days. */
export const PRICE_CHANGE_DAYS = 7;
/** Items shown per list; the count says how many there are in all. */
export const TODAY_LIST_SIZE = 5;

/** first_reply_at: when the agent first answered (the response clock), null while it runs. */
export type TodayLead = {
  id: string;
  name: string;
  status: string | null;
  source: string | null;
  created_at: string;
  first_reply_at: string | null;
};
export type TodayList<T> = { count: number; items: T[] };

export type DashboardTodayResponse = {
  followUpsDue: TodayList<{ id: string; title: string; lead_id: string | null; lead_name: string | null; due_at: string }>;
  newLeads: TodayList<TodayLead>;
  notContacted: TodayList<TodayLead & { last_contact_at: string }> & { days: number };
  repliesWaiting: TodayList<{ lead_id: string; lead_name: string; channel: 'sms' | 'email'; preview: string; at: string }>;
  hotLeads: TodayList<TodayLead>;
  priceChanges: TodayList<{ property_id: string; address: string; from: number | null; to: number | null; at: string }>;
};
