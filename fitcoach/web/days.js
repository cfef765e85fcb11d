// How a plan day looks, wherever it appears: Today, Week, and inside a staged proposal.

import { h } from "./dom.js";
import { formatDate, formatDateTime, formatNumber, formatRest } from "./ui.js";

export function statusBadge(day) {
  if (day.is_rest_day) return h("span", { class: "badge rest", text: "Rest" });
  if (day.status === "completed") return h("span", { class: "badge done", text: "Completed" });
  return h("span", { class: "badge", text: "Scheduled" });
}

/** The load the engine suggests for a planned exercise, {weight, unit} or null. The field
 * is `suggested_load` + `load_unit` today; an object-valued `load` is read the same way. */
export function suggestedLoad(exercise) {
  const raw = exercise.suggested_load ?? exercise.load ?? exercise.suggested_weight ?? null;
  if (raw === null || raw === undefined) return null;
  if (typeof raw === "object") {
    const weight = raw.weight ?? raw.value;
    return weight === undefined || weight === null ? null : { weight: Number(weight), unit: raw.unit || exercise.load_unit || "" };
  }
  return Number(raw) > 0 ? { weight: Number(raw), unit: exercise.load_unit || "" } : null;
}

export function doseText(exercise) {
  const dose = [`${exercise.target_sets} × ${exercise.target_reps}`, formatRest(exercise.rest_seconds)];
  if (exercise.target_rir !== null && exercise.target_rir !== undefined) dose.push(`RIR ${exercise.target_rir}`);
  const load = suggestedLoad(exercise);
  if (load) dose.push(`${formatNumber(load.weight)} ${load.unit}`.trim());
  return dose.join(" · ");
}

function exerciseLine(exercise, tag, mark) {
  return h(
    "li",
    { class: `exercise${mark ? ` diff-${mark}` : ""}` },
    h("span", { class: "exercise-name" }, tag ? h("span", { class: "exercise-tag", text: tag }) : null, exercise.name || exercise.exercise_id,
      mark ? h("span", { class: `diff-badge ${mark}`, text: DIFF_WORDS[mark] }) : null),
    h("span", { class: "exercise-dose", text: doseText(exercise) }),
  );
}

const DIFF_WORDS = { added: "new", changed: "changed", removed: "removed" };

// What the engine's labels mean, in words a lifter uses.
const ROLES = [
  [/primary/i, "Main lift"],
  [/secondary/i, "Compound"],
  [/isolation/i, "Isolation"],
  [/accessory/i, "Accessory"],
  [/core/i, "Core"],
];

/** "A · Main lift", "B · Superset of 2": a letter per block as programs are written, and
 * what the block is, so no two headings read alike unless the blocks are alike. */
export function blockName(block, index) {
  const letter = String.fromCharCode(65 + index);
  const label = block.label || "";
  const role = (ROLES.find(([pattern]) => pattern.test(label)) || [null, ""])[1];
  if (block.exercises.length > 1) {
    return `${letter} · Superset${role && role !== "Main lift" && role !== "Compound" ? ` (${role.toLowerCase()})` : ""}`;
  }
  return `${letter} · ${role || "Exercise"}`;
}

export function dayMeta(day) {
  const parts = [];
  if (day.date) parts.push(formatDate(day.date));
  if (!day.is_rest_day) {
    if (day.duration_minutes) parts.push(`${day.duration_minutes} min`);
    if (day.focus_tag) parts.push(day.focus_tag);
  }
  return parts.join(" · ");
}

/** The full day: header, note, blocks with every exercise's sets × reps and rest.
 * `marks` (optional) maps exercise_id -> "added" | "changed", and `removed` lists what a
 * proposal takes out, so a diff reads in place. */
export function dayDetail(day, marks, removed) {
  const blocks = (day.blocks || []).map((block, index) =>
    h(
      "div",
      { class: "block" },
      h("h4", { class: "block-label", text: blockName(block, index) }),
      h("ul", { class: "exercises" }, block.exercises.map((exercise, i) =>
        exerciseLine(exercise, block.exercises.length > 1 ? `${String.fromCharCode(65 + index)}${i + 1}` : "", marks && marks.get(exercise.exercise_id)))),
    ),
  );
  if (removed && removed.length) {
    blocks.push(h("div", { class: "block" }, h("h4", { class: "block-label", text: "Taken out" }),
      h("ul", { class: "exercises" }, removed.map((exercise) => exerciseLine(exercise, "", "removed")))));
  }
  return h(
    "div",
    { class: "day-detail" },
    day.coach_note ? h("p", { class: "coach-note", text: day.coach_note }) : null,
    day.is_rest_day && !blocks.length ? h("p", { class: "muted", text: "Recover: walk, stretch, sleep well." }) : blocks,
    day.status === "completed" && day.completed_at
      ? h("p", { class: "muted small", text: `Logged ${formatDateTime(day.completed_at)}` })
      : null,
  );
}

export function dayHeader(day, name) {
  return h(
    "div",
    { class: "day-header" },
    h(
      "div",
      { class: "day-titles" },
      h("span", { class: "day-name", text: name || day.day_of_week }),
      h("span", { class: "day-title", text: day.is_rest_day ? day.title || "Rest" : day.title }),
      h("span", { class: "day-meta muted", text: dayMeta(day) }),
    ),
    statusBadge(day),
  );
}

export function dayCard(day, name, extra) {
  return h("article", { class: `card day-card${day.is_rest_day ? " is-rest" : ""}` }, dayHeader(day, name), dayDetail(day), extra || null);
}
