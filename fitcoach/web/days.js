// How a plan day looks, wherever it appears: Today, Week, and inside a staged proposal.

import { h } from "./dom.js";
import { formatDate, formatRest } from "./ui.js";

export function statusBadge(day) {
  if (day.is_rest_day) return h("span", { class: "badge rest", text: "Rest" });
  if (day.status === "completed") return h("span", { class: "badge done", text: "Completed" });
  return h("span", { class: "badge", text: "Scheduled" });
}

function exerciseLine(exercise) {
  const dose = [`${exercise.target_sets} × ${exercise.target_reps}`, formatRest(exercise.rest_seconds)];
  if (exercise.target_rir !== null && exercise.target_rir !== undefined) dose.push(`RIR ${exercise.target_rir}`);
  if (exercise.suggested_load) dose.push(`${exercise.suggested_load} ${exercise.load_unit || ""}`.trim());
  return h(
    "li",
    { class: "exercise" },
    h("span", { class: "exercise-name", text: exercise.name || exercise.exercise_id }),
    h("span", { class: "exercise-dose", text: dose.join(" · ") }),
  );
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

/** The full day: header, note, blocks with every exercise's sets × reps and rest. */
export function dayDetail(day) {
  const blocks = (day.blocks || []).map((block) =>
    h(
      "div",
      { class: "block" },
      h("h4", { class: "block-label", text: block.label }),
      h("ul", { class: "exercises" }, block.exercises.map(exerciseLine)),
    ),
  );
  return h(
    "div",
    { class: "day-detail" },
    day.coach_note ? h("p", { class: "coach-note", text: day.coach_note }) : null,
    day.is_rest_day && !blocks.length ? h("p", { class: "muted", text: "Recover: walk, stretch, sleep well." }) : blocks,
    day.status === "completed" && day.completed_at
      ? h("p", { class: "muted small", text: `Logged ${new Date(day.completed_at).toLocaleString()}` })
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
