// Shared client state and a tiny event bus, so views refresh when another view changes
// something they show (an accepted proposal changes Today and Week; a log completes a day).

export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

export const state = {
  tab: "coach",
  selectedDay: null, // weekday the Today tab shows
  chatContext: null, // {tab: "today"|"week", day: weekday|null} while the user edits from a plan view
  plan: undefined, // undefined: not loaded; null: no plan yet
  exercises: null, // Map slug -> exercise, loaded on first need
};

const listeners = new Map();

export function on(event, handler) {
  if (!listeners.has(event)) listeners.set(event, new Set());
  listeners.get(event).add(handler);
}

export function emit(event, payload) {
  for (const handler of listeners.get(event) || []) handler(payload);
}

export function capitalize(word) {
  return word ? word[0].toUpperCase() + word.slice(1) : "";
}

/** The weekday of a local calendar date ("YYYY-MM-DD"), without timezone surprises. */
export function weekdayOf(isoDate) {
  const [y, m, d] = isoDate.split("-").map(Number);
  const index = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  return WEEKDAYS[index];
}

export function localIsoDate(date = new Date()) {
  const pad = (n) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
