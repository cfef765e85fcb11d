// Which suggestion chips to offer, as pure rules over the reply and the plan as it is now
// (no DOM, no clock: `today` is passed in), so chips can never go stale and the rules can
// be tested on their own.

const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
const DAY_WORD = new RegExp(`\\b(${WEEKDAYS.join("|")})\\b`, "i");
const MOVE_WORD = new RegExp(`\\b(shift|move)\\s+(${WEEKDAYS.join("|")})\\b`, "i");

/** Chips that still make sense for the plan as it is now: nothing about a day already
 * trained, no "move Saturday" when Saturday is a rest day. */
export function freshChips(texts, plan) {
  if (!plan) return texts;
  return texts.filter((text) => {
    const move = MOVE_WORD.exec(text);
    if (move && plan.days[move[2].toLowerCase()]?.is_rest_day) return false;
    const named = DAY_WORD.exec(text);
    if (named && plan.days[named[1].toLowerCase()]?.status === "completed") return false;
    return true;
  });
}

function planChips(plan, today) {
  const name = WEEKDAYS.find((d) => plan.days[d] && plan.days[d].date === today);
  const day = name ? plan.days[name] : null;
  const picks = [];
  if (day && !day.is_rest_day && day.status !== "completed") {
    for (const text of day.suggested_edits || []) picks.push({ text, tab: "today", day: name });
  }
  for (const text of plan.suggested_edits || []) picks.push({ text, tab: "week", day: null });
  return picks;
}

/** The chips under the newest message, as [{text, tab, day}]: the server's `suggestions`
 * when the reply carried them and the plan has not moved since; a pending proposal's own
 * edits; else what the current plan offers for today and the week; with no plan at all,
 * the starters, so a first visit always leads somewhere. At most four, no repeats. */
export function chipsFor(entry, { plan, today, context, starters }) {
  const here = (text) => ({ text, tab: context ? context.tab : "coach", day: context ? context.day : null });
  let picks;
  const fresh = entry.planVersion === (plan ? plan.version : null);
  if (entry.suggestions && entry.suggestions.length && fresh) picks = entry.suggestions.map(here);
  else if (entry.proposal && entry.proposal.id && entry.status === "pending") {
    picks = ((entry.proposal.data || {}).suggested_edits || []).map((text) => ({
      text, tab: entry.proposal.type === "UPDATE_DAY" ? "today" : "week", day: entry.proposal.target_day,
    }));
  } else if (plan) picks = planChips(plan, today);
  else picks = starters.map(here);
  const keep = new Set(freshChips(picks.map((p) => p.text), plan));
  const seen = new Set();
  return picks.filter((p) => keep.has(p.text) && !seen.has(p.text) && seen.add(p.text)).slice(0, 4);
}
