// Log: record a finished session (exercise, then sets of weight × reps × RIR); the server
// marks the plan day completed and answers with any new personal records.

import { get, post, uuid } from "./api.js";
import { $, clear, h } from "./dom.js";
import { emit, state } from "./state.js";
import { recordsView } from "./records.js";
import { errorBox, formatDateTime, loading, toast } from "./ui.js";

async function loadExercises() {
  if (!state.exercises) {
    const { exercises } = await get("/api/exercises");
    state.exercises = new Map(exercises.map((e) => [e.slug, e]));
  }
  return state.exercises;
}

const nameOf = (slug) => (state.exercises && state.exercises.get(slug)?.name) || slug;

function exerciseSelect(exercises, selected) {
  const groups = new Map();
  for (const exercise of exercises.values()) {
    if (!groups.has(exercise.group)) groups.set(exercise.group, []);
    groups.get(exercise.group).push(exercise);
  }
  return h(
    "select",
    { class: "exercise-select", "aria-label": "Exercise", required: true },
    h("option", { value: "", text: "Choose an exercise…" }),
    [...groups].map(([group, list]) =>
      h("optgroup", { label: group }, list.map((e) => h("option", { value: e.slug, text: e.name, selected: e.slug === selected }))),
    ),
  );
}

function numberInput(label, value, attrs) {
  return h("input", { type: "number", inputmode: "decimal", "aria-label": label, placeholder: label, value: value ?? "", ...attrs });
}

function setRow(values) {
  const row = h(
    "div",
    { class: "set-row" },
    numberInput("Weight", values.weight, { class: "set-weight", min: "0", max: "2000", step: "any" }),
    h("span", { class: "times", text: "×" }),
    numberInput("Reps", values.reps, { class: "set-reps", min: "1", max: "100", step: "1", required: true, inputmode: "numeric" }),
    numberInput("RIR", values.rir, { class: "set-rir", min: "0", max: "10", step: "any" }),
  );
  row.append(
    h("button", { class: "icon-btn", type: "button", "aria-label": "Remove set", text: "×", on: { click: () => {
      if (row.parentElement.children.length > 1) row.remove();
    } } }),
  );
  return row;
}

function exerciseBlock(exercises, selected) {
  const sets = h("div", { class: "sets" }, setRow({}));
  const block = h(
    "fieldset",
    { class: "card log-exercise" },
    h("div", { class: "log-exercise-head" }, exerciseSelect(exercises, selected),
      h("button", { class: "icon-btn", type: "button", "aria-label": "Remove exercise", text: "×", on: { click: () => {
        if (block.parentElement.children.length > 1) block.remove();
      } } })),
    h("div", { class: "set-labels muted small" }, h("span", { text: "Weight" }), h("span"), h("span", { text: "Reps" }), h("span", { text: "RIR" }), h("span")),
    sets,
    h("button", { class: "btn ghost small", type: "button", text: "+ Add set", on: { click: () => {
      const last = sets.lastElementChild;
      sets.append(setRow(last ? {
        weight: $(".set-weight", last).value,
        reps: $(".set-reps", last).value,
        rir: $(".set-rir", last).value,
      } : {}));
    } } }),
  );
  return block;
}

function readForm(form) {
  const problems = [];
  const exercises_logged = [...form.querySelectorAll(".log-exercise")].map((block, i) => {
    const exercise_id = $(".exercise-select", block).value;
    if (!exercise_id) problems.push(`Choose exercise ${i + 1}.`);
    const sets = [...block.querySelectorAll(".set-row")].map((row) => {
      const weight = $(".set-weight", row).value;
      const reps = $(".set-reps", row).value;
      const rir = $(".set-rir", row).value;
      if (!reps) problems.push(`Enter reps for every set of exercise ${i + 1}.`);
      const set = { weight: weight === "" ? 0 : Number(weight), reps: Number(reps) };
      if (rir !== "") set.rir = Number(rir);
      return set;
    });
    return { exercise_id, sets };
  });
  const body = { exercises_logged };
  const unit = form.elements.unit.value;
  const minutes = form.elements.duration.value;
  const notes = form.elements.notes.value.trim();
  if (unit) body.unit = unit;
  if (minutes) body.duration_minutes = Number(minutes);
  if (notes) body.notes = notes;
  return { body, problems: [...new Set(problems)] };
}

async function recentLogs(slot) {
  try {
    const { logs } = await get("/api/workouts/logs?limit=10");
    clear(slot);
    if (!logs.length) return;
    slot.append(
      h("h3", { text: "Recent sessions" }),
      h("ul", { class: "recent-logs" }, logs.map((log) => h("li", { class: "card" },
        h("strong", { text: formatDateTime(log.completed_at) }),
        h("ul", {}, (log.exercises_logged || []).map((e) => h("li", { text: `${nameOf(e.exercise_id)}: ${e.sets.map((s) => `${s.weight} ${log.unit} × ${s.reps}`).join(", ")}` }))),
      ))),
    );
  } catch (error) {
    clear(slot).append(errorBox(error, "Couldn't load recent sessions"));
  }
}

export async function showLog() {
  const view = clear($("#view-log"));
  view.append(h("h2", { class: "view-title", text: "Log a session" }), h("p", { class: "muted small", text: "For a session outside your plan. Planned days are easier from Today → Start workout." }), loading());
  let exercises;
  try {
    exercises = await loadExercises();
  } catch (error) {
    view.lastChild.replaceWith(errorBox(error, "Couldn't load exercises"));
    return;
  }
  view.lastChild.remove();

  const list = h("div", { class: "log-exercises" }, exerciseBlock(exercises));
  const result = h("div", { class: "log-result", "aria-live": "polite" });
  const submit = h("button", { class: "btn primary", type: "submit", text: "Save session" });
  const form = h(
    "form",
    { class: "stack log-form", novalidate: true },
    list,
    h("button", { class: "btn ghost", type: "button", text: "+ Add exercise", on: { click: () => list.append(exerciseBlock(exercises)) } }),
    h("div", { class: "row-fields" },
      h("label", {}, "Unit", h("select", { name: "unit" },
        h("option", { value: "", text: "My default" }), h("option", { value: "lb", text: "lb" }), h("option", { value: "kg", text: "kg" }))),
      h("label", {}, "Minutes", h("input", { name: "duration", type: "number", min: "1", max: "600", inputmode: "numeric" })),
    ),
    h("label", {}, "Notes", h("textarea", { name: "notes", rows: "2", maxlength: "2000" })),
    submit,
    result,
  );
  const recent = h("div", { class: "recent" });
  let key = null; // one Idempotency-Key per session being saved, kept until it succeeds
  // An error is about what was entered: once the user edits, it no longer applies, and the
  // edited session is a new request with a new key.
  form.addEventListener("input", () => {
    if (result.querySelector(".error-box")) clear(result);
    key = null;
  });
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    clear(result);
    const { body, problems } = readForm(form);
    if (problems.length) {
      result.append(errorBox({ detail: problems.join(" ") }));
      return;
    }
    submit.disabled = true;
    try {
      key = key || uuid();
      const answer = await post("/api/workouts/log", body, { "Idempotency-Key": key });
      key = null;
      result.append(recordsView(answer.new_prs || [], nameOf, answer.baselines || []));
      toast("Session logged");
      list.replaceChildren(exerciseBlock(exercises));
      form.elements.duration.value = "";
      form.elements.notes.value = "";
      state.plan = undefined; // the matching plan day is now completed
      emit("plan-changed");
      recentLogs(recent);
    } catch (error) {
      result.append(errorBox(error, "Couldn't save"));
    } finally {
      submit.disabled = false;
    }
  });
  view.append(form, recent);
  recentLogs(recent);
}
