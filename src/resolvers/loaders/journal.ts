/**
 * The loader of what the journal recorded of activations: their status changes, oldest first.
 * One query answers every activation of a request (or of a live event) that asks for its
 * history; an activation no order placed here names has none.
 */
import DataLoader from 'dataloader';
import type { Journal } from '../../journal/journal.js';
import type { StatusChangeRow } from '../../journal/tables.js';

/** One status change the gateway observed, as the graph shows it. */
export interface StatusChange {
  status: string;
  portingStatus: string | null;
  /** when the partner says it changed (its modifiedAt), else when the gateway saw it */
  at: string;
  /** when the gateway saw it */
  observedAt: string;
}

const changeOf = (row: StatusChangeRow): StatusChange => ({
  status: row.status,
  portingStatus: row.porting_status,
  at: row.at.toISOString(),
  observedAt: row.observed_at.toISOString(),
});

export const activationHistoryLoader = (journal: Journal) =>
  new DataLoader<string, StatusChange[]>(async (ids) => {
    const byActivation = await journal.history(ids);
    return ids.map((id) => (byActivation.get(id) ?? []).map(changeOf));
  });
