// Progress (#progress): per exercise, estimated 1RM and top set over time; weekly hard
// sets per muscle group against the 10–20 band; the personal records. Everything comes from
// the analytics routes the coach itself uses, so the charts and the coach agree.

import { get } from "./api.js";
import { drawBandBars, drawLineChart } from "./chart.js";
import { $, clear, h } from "./dom.js";
import { state } from "./state.js";
import { errorBox, formatDate, formatNumber, loading } from "./ui.js";

const BAND = [10, 20]; // weekly hard sets per muscle group worth aiming for
let chosen = null; // the exercise shown, kept while the user moves between tabs

async function catalog() {
  if (!state.exercises) {
    const { exercises } = await get("/api/exercises");
    state.exercises = new Map(exercises.map((e) => [e.slug, e]));
  }
  return state.exercises;
}

const nameOf = (slug) => (state.exercises && state.exercises.get(slug)?.name) || slug;

/** Exercises the user has logged, most recent first, from their recent sessions. */
function loggedExercises(logs) {
  const order = [];
  for (const log of logs) for (const e of log.exercises_logged || []) if (!order.includes(e.exercise_id)) order.push(e.exercise_id);
  return order;
}

async function drawExercise(slot, slug) {
  clear(slot).append(loading());
  try {
    const history = await get(`/api/analytics/exercises/${encodeURIComponent(slug)}/history?limit_sessions=10`);
    const sessions = history.sessions.filter((x) => x.best_set);
    clear(slot);
    if (!sessions.length) {
      slot.append(h("p", { class: "muted", text: "No weighted sets of this exercise yet." }));
      return;
    }
    // One point per day: the best of that day's sessions.
    const e1rm = new Map();
    const top = new Map();
    for (const x of sessions) {
      e1rm.set(x.date, Math.max(e1rm.get(x.date) || 0, x.best_set.estimated_1rm));
      const heaviest = Math.max(...x.sets.map((set) => set.weight));
      top.set(x.date, Math.max(top.get(x.date) || 0, heaviest));
    }
    const toPoints = (map) => [...map].map(([x, y]) => ({ x, y }));
    const latest = sessions[0];
    const chart = h("div", { class: "chart-box" });
    slot.append(
      h("p", { class: "small", text: `Latest (${formatDate(latest.date)}): estimated 1RM ${formatNumber(latest.best_set.estimated_1rm)} ${history.unit}, best set ${formatNumber(latest.best_set.weight)} × ${latest.best_set.reps}.` }),
      chart,
    );
    drawLineChart(chart, {
      series: [
        { name: "Estimated 1RM", cls: "series-a", points: toPoints(e1rm) },
        { name: "Top set weight", cls: "series-b", points: toPoints(top) },
      ],
      unit: history.unit,
      label: `${nameOf(slug)}: estimated 1RM and top set over the last ${sessions.length} session${sessions.length === 1 ? "" : "s"}, in ${history.unit}`,
    });
  } catch (error) {
    clear(slot).append(errorBox(error, "Couldn't load this exercise"));
  }
}

async function drawVolume(slot, slugs, exercises) {
  const groups = [...new Set(slugs.flatMap((slug) => exercises.get(slug)?.primary_muscles || []))];
  if (!groups.length) return;
  const answers = await Promise.all(
    groups.map((group) => get(`/api/analytics/volume?muscle_group=${encodeURIComponent(group)}&weeks_back=2`).catch(() => null)),
  );
  const rows = answers
    .filter(Boolean)
    .map((answer) => ({ label: answer.muscle_group, value: answer.weeks[answer.weeks.length - 1].hard_sets, previous: answer.weeks[0].hard_sets }))
    .sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));
  const chart = h("div", { class: "chart-box" });
  slot.append(chart);
  drawBandBars(chart, { rows, band: BAND, unit: "hard sets", label: `Hard sets per muscle group this week (and the week before), against a target of ${BAND[0]} to ${BAND[1]}` });
  slot.append(h("ul", { class: "legend" }, h("li", { class: "series-a", text: "This week" }), h("li", { class: "series-b", text: "Last week" })));
  const under = rows.filter((r) => r.value < BAND[0]).map((r) => r.label);
  slot.append(h("p", { class: "muted small", text: under.length
    ? `Below ${BAND[0]} sets so far this week: ${under.join(", ")}. The week isn't over yet.`
    : "Every group you trained is in or above the band this week." }));
}

async function drawRecords(slot, slugs) {
  const answers = await Promise.all(slugs.map((slug) => get(`/api/analytics/prs/${encodeURIComponent(slug)}`).catch(() => null)));
  const rows = answers.filter((a) => a && a.has_records);
  if (!rows.length) {
    slot.append(h("p", { class: "muted", text: "No records yet." }));
    return;
  }
  slot.append(h("ul", { class: "pr-list" }, rows.map((a) => h("li", {},
    h("strong", { text: nameOf(a.exercise_slug) }),
    h("span", { class: "pr-records", text: [
      a.estimated_1rm ? `Estimated 1RM ${formatNumber(a.estimated_1rm.value)} ${a.unit}` : "",
      a.max_weight_set ? `heaviest ${formatNumber(a.max_weight_set.weight)} ${a.unit} × ${a.max_weight_set.reps} (${formatDate(a.max_weight_set.at)})` : "",
    ].filter(Boolean).join(" · ") })))));
}

export async function showProgress() {
  const view = clear($("#view-progress"));
  view.append(h("h2", { class: "view-title", text: "Progress" }), loading());
  let logs;
  let exercises;
  try {
    [{ logs }, exercises] = await Promise.all([get("/api/workouts/logs?limit=100"), catalog()]);
  } catch (error) {
    view.lastChild.replaceWith(errorBox(error, "Couldn't load your progress"));
    return;
  }
  view.lastChild.remove();
  const slugs = loggedExercises(logs);
  if (!slugs.length) {
    view.append(h("div", { class: "card empty" },
      h("p", { text: "Log your first workout and your progress shows up here." }),
      h("a", { class: "btn primary", href: "#today", text: "Go to Today" })));
    return;
  }
  if (!slugs.includes(chosen)) chosen = slugs[0];
  const picker = h("select", { id: "progress-exercise", class: "exercise-select" },
    slugs.map((slug) => h("option", { value: slug, text: nameOf(slug), selected: slug === chosen })));
  const exerciseSlot = h("div", { class: "exercise-progress" });
  picker.addEventListener("change", () => {
    chosen = picker.value;
    drawExercise(exerciseSlot, chosen);
  });
  const volumeSlot = h("div", {});
  const recordSlot = h("div", {});
  view.append(
    h("section", { class: "card stack", "aria-labelledby": "progress-lift" },
      h("h3", { id: "progress-lift", text: "Strength over time" }),
      h("label", { for: "progress-exercise", text: "Exercise" }),
      picker,
      exerciseSlot),
    h("section", { class: "card stack", "aria-labelledby": "progress-volume" },
      h("h3", { id: "progress-volume", text: "Weekly hard sets" }),
      volumeSlot),
    h("section", { class: "card stack", "aria-labelledby": "progress-prs" },
      h("h3", { id: "progress-prs", text: "Personal records" }),
      recordSlot),
  );
  await Promise.all([drawExercise(exerciseSlot, chosen), drawVolume(volumeSlot, slugs, exercises), drawRecords(recordSlot, slugs)]);
}
