// What a proposal changes, computed against the plan the user has now: which days and
// exercises are added, removed or changed, and a short sentence that says so. Pure data in,
// pure data out (no DOM), so the rules can be read and tested on their own.

const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
const cap = (word) => (word ? word[0].toUpperCase() + word.slice(1) : "");

function exercisesOf(day) {
  const list = [];
  for (const block of (day && day.blocks) || []) for (const exercise of block.exercises) list.push(exercise);
  return list;
}

function sameDose(a, b) {
  return (
    a.target_sets === b.target_sets &&
    String(a.target_reps) === String(b.target_reps) &&
    a.rest_seconds === b.rest_seconds &&
    (a.target_rir ?? null) === (b.target_rir ?? null) &&
    (a.suggested_load ?? null) === (b.suggested_load ?? null)
  );
}

/** One day: {kind, marks: Map(id -> "added"|"changed"), added, removed, changed, notes}.
 * kind: "same" | "new" (no day before) | "training" (rest -> training) | "rest"
 * (training -> rest) | "changed". */
export function diffDay(before, after) {
  const marks = new Map();
  const result = { kind: "same", marks, added: [], removed: [], changed: [], notes: [] };
  if (!before) {
    result.kind = after && !after.is_rest_day ? "new" : "same";
    for (const exercise of exercisesOf(after)) marks.set(exercise.exercise_id, "added");
    result.added = exercisesOf(after);
    return result;
  }
  if (!after) return result;
  if (!before.is_rest_day && after.is_rest_day) {
    result.kind = "rest";
    result.removed = exercisesOf(before);
    return result;
  }
  const old = new Map(exercisesOf(before).map((e) => [e.exercise_id, e]));
  const now = new Map(exercisesOf(after).map((e) => [e.exercise_id, e]));
  for (const [id, exercise] of now) {
    if (!old.has(id)) {
      marks.set(id, "added");
      result.added.push(exercise);
    } else if (!sameDose(old.get(id), exercise)) {
      marks.set(id, "changed");
      result.changed.push(exercise);
    }
  }
  for (const [id, exercise] of old) if (!now.has(id)) result.removed.push(exercise);
  if (before.is_rest_day && !after.is_rest_day) result.kind = "training";
  else if (result.added.length || result.removed.length || result.changed.length) result.kind = "changed";
  if (!after.is_rest_day && before.duration_minutes !== after.duration_minutes) {
    result.notes.push(`${before.duration_minutes} → ${after.duration_minutes} min`);
    if (result.kind === "same") result.kind = "changed";
  }
  return result;
}

function names(exercises) {
  return exercises.map((e) => e.name || e.exercise_id).join(", ");
}

/** A few words for one day's change, e.g. "swaps Back Squat for Goblet Squat". */
export function describeDay(diff) {
  if (diff.kind === "rest") return "becomes a rest day";
  if (diff.kind === "new") return `${diff.added.length} exercise${diff.added.length === 1 ? "" : "s"}`;
  const parts = [];
  if (diff.kind === "training") parts.push("becomes a training day");
  if (diff.added.length === 1 && diff.removed.length === 1) {
    parts.push(`swaps ${names(diff.removed)} for ${names(diff.added)}`);
  } else {
    if (diff.added.length) parts.push(`adds ${names(diff.added)}`);
    if (diff.removed.length) parts.push(`drops ${names(diff.removed)}`);
  }
  if (diff.changed.length) parts.push(`adjusts ${names(diff.changed)}`);
  parts.push(...diff.notes);
  return parts.join("; ");
}

/** The whole proposal against the current plan (or none): {days: {weekday: diff},
 * changed: [weekday], summary: "…"}. */
export function diffProposal(proposal, plan) {
  const data = proposal.data || {};
  const days = {};
  if (proposal.type === "UPDATE_DAY") {
    const day = proposal.target_day;
    days[day] = diffDay(plan && plan.days ? plan.days[day] : null, data);
  } else {
    for (const day of WEEKDAYS) {
      if (!(data.days || {})[day]) continue;
      const before = plan && plan.days ? plan.days[day] : null;
      days[day] = diffDay(before, data.days[day]);
    }
  }
  const changed = Object.keys(days).filter((d) => days[d].kind !== "same");
  let summary;
  if (!plan && proposal.type === "UPDATE_WEEK") {
    const training = Object.values(data.days || {}).filter((d) => !d.is_rest_day).length;
    summary = `Your first week: ${training} training day${training === 1 ? "" : "s"}.`;
  } else if (!changed.length) {
    summary = "No change to your exercises.";
  } else {
    const shown = changed.slice(0, 3).map((d) => `${cap(d)} ${describeDay(days[d])}`);
    if (changed.length > 3) shown.push(`${changed.length - 3} more day${changed.length - 3 === 1 ? "" : "s"} change`);
    summary = `${shown.join(". ")}.`;
  }
  return { days, changed, summary };
}
