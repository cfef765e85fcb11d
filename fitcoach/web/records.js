// New personal records as a lifter counts them: only a record that beats an earlier one is
// celebrated. A first session of an exercise sets baselines, which is said once, plainly,
// instead of a flood of "records" for 1RM, 3RM … 12RM.

import { h } from "./dom.js";
import { formatNumber } from "./ui.js";

const NAMES = { estimated_1rm: "Estimated 1RM", max_weight_set: "Heaviest set" };
const ORDER = ["estimated_1rm", "max_weight_set"];

function recordName(record) {
  return NAMES[record] || `Best for ${record.replace(/RM$/i, "")} reps`;
}

/** {real: [{exercise_id, lines: [..]}], baselines: [exercise_id]} from a log's new_prs. */
export function sortRecords(prs) {
  const byExercise = new Map();
  for (const pr of prs || []) {
    if (!byExercise.has(pr.exercise_id)) byExercise.set(pr.exercise_id, []);
    byExercise.get(pr.exercise_id).push(pr);
  }
  const real = [];
  const baselines = [];
  for (const [exercise_id, list] of byExercise) {
    const beaten = list.filter((pr) => pr.previous !== null && pr.previous !== undefined);
    if (!beaten.length) {
      baselines.push(exercise_id);
      continue;
    }
    // The two that matter most first; rep-maxes only when nothing bigger moved.
    beaten.sort((a, b) => (ORDER.indexOf(a.record) + 1 || 9) - (ORDER.indexOf(b.record) + 1 || 9));
    const lines = beaten.slice(0, 2).map(
      (pr) => `${recordName(pr.record)} ${formatNumber(pr.value)} ${pr.unit} (was ${formatNumber(pr.previous)})`,
    );
    real.push({ exercise_id, lines });
  }
  return { real, baselines };
}

/** `firsts`: the log answer's `baselines`, exercises logged for the first time. */
export function recordsView(prs, nameOf, firsts = []) {
  const sorted = sortRecords(prs);
  const { real } = sorted;
  const baselines = [...new Set([...sorted.baselines, ...firsts])];
  return h(
    "div",
    { class: real.length ? "prs" : "prs quiet" },
    real.length
      ? [
          h("h3", { text: real.length === 1 ? "New personal record!" : `${real.length} new personal records!` }),
          h("ul", {}, real.map((r) => h("li", {}, h("strong", { text: nameOf(r.exercise_id) }), h("span", { class: "pr-records", text: r.lines.join(" · ") })))),
        ]
      : baselines.length
        ? null
        : h("p", { text: "Logged. No new records this time — consistency is what builds them." }),
    baselines.length
      ? h("p", { class: real.length ? "small" : "", text: `First time logged: ${baselines.map(nameOf).join(", ")}. These are your baselines to beat.` })
      : null,
  );
}
